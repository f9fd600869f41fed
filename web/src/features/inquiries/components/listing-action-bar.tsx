import type { MouseEvent } from 'react';
import { Link } from 'react-router';
import { formatInr } from '@common/money.ts';
import type { Profile } from '@common/profiles.ts';
import { paths } from '@common/routes.ts';
import { Button } from '@/components/ui/button';
import { useListingInquiry } from '../api/get-listing-inquiry';
import { SEND_INQUIRY_FORM_ID } from './send-inquiry-form';

type ListingActionBarProps = {
  listing: { id: string; sellerId: string; status: string; askingPrice: number };
  /** The signed-in user, or null; the page passes it so this feature does not reach into auth. */
  viewer: Profile | null;
};

/**
 * Issue 25: on a phone the price and this viewer's one next step stay in reach at every scroll depth (from 1024 px
 * the side panel shows them). The bar is sticky at the end of the page rather than fixed, so it takes its own room
 * and hides nothing under it; every action is a link, so it works before the script runs.
 */
export function ListingActionBar({ listing, viewer }: ListingActionBarProps) {
  const isOwner = viewer?.id === listing.sellerId;
  const { data } = useListingInquiry(listing.id, { isEnabled: viewer !== null && !isOwner });
  // Only an admin sees someone else's listing that is not public; such a listing takes no inquiries.
  if (!isOwner && listing.status !== 'approved') return null;
  const inquiryId = viewer && !isOwner ? data?.inquiry?.id : undefined;

  return (
    <section
      aria-label="Price and next step"
      className="sticky bottom-0 z-30 -mx-4 mt-8 -mb-10 flex items-center justify-between gap-3 border-t border-border bg-card px-4 py-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] text-card-foreground shadow-[0_-4px_12px_-6px] shadow-foreground/20 sm:-mx-6 sm:px-6 lg:hidden"
    >
      <p className="grid min-w-0">
        <span className="text-xs text-muted-foreground">Asking price</span>
        <span className="truncate text-lg font-bold">{formatInr(listing.askingPrice)}</span>
      </p>
      <Button asChild size="lg" className="min-h-11 px-4">
        {isOwner ? (
          <Link to={paths.editListing(listing.id)}>Edit</Link>
        ) : viewer === null ? (
          <Link to={paths.signIn(paths.listing(listing.id))}>Sign in to enquire</Link>
        ) : inquiryId ? (
          <Link to={paths.inquiry(inquiryId)}>Continue Chat</Link>
        ) : (
          <a href={`#${SEND_INQUIRY_FORM_ID}`} onClick={focusInquiryMessage}>
            Send Inquiry
          </a>
        )}
      </Button>
    </section>
  );
}

// The link jumps to the form by itself; with the script the message box also takes the focus, ready to type.
function focusInquiryMessage(event: MouseEvent<HTMLAnchorElement>) {
  const message = document.getElementById(SEND_INQUIRY_FORM_ID)?.querySelector('textarea');
  if (!message) return;
  event.preventDefault();
  message.scrollIntoView({ block: 'center', behavior: 'smooth' });
  message.focus({ preventScroll: true });
}
