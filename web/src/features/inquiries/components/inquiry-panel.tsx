import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import type { Profile } from '@common/profiles.ts';
import { paths } from '@common/routes.ts';
import { Skeleton } from '@/components/ui/skeleton';
import { useListingInquiry } from '../api/get-listing-inquiry';
import { SendInquiryForm } from './send-inquiry-form';

// Only a buyer who has asked sees it, and it brings the realtime client and its schemas (zod): it loads when
// shown, not with every visit's listing page. A server-rendered page keeps the server's markup of it until its
// code is here, then hydrates it (ADR 0018).
const InquirySentNotice = lazy(() => import('./inquiry-sent-notice').then((module) => ({ default: module.InquirySentNotice })));

type InquiryPanelProps = {
  listing: { id: string; title: string; sellerId: string; status: string };
  /** The signed-in user, or null; the page passes it so this feature does not reach into auth. */
  viewer: Profile | null;
  onInquiryChanged?: () => void;
};

/** The inquiry part of the listing page's "Interested in this business?" card (SPEC §2 Listing detail). */
export function InquiryPanel({ listing, viewer, onInquiryChanged }: InquiryPanelProps) {
  // ARCHITECTURE §5: nobody enquires about their own listing; the seller finds buyers' inquiries on the dashboard.
  if (viewer?.id === listing.sellerId) {
    return (
      <p className="text-sm text-muted-foreground">
        This is your listing. Inquiries from buyers appear on your dashboard.{' '}
        <Link to={paths.dashboardTab('inquiries')} className="font-medium text-primary underline underline-offset-2">
          View inquiries
        </Link>
      </p>
    );
  }
  // Only an admin sees someone else's listing that is not public; such a listing takes no inquiries.
  if (listing.status !== 'approved') return <p className="text-sm text-muted-foreground">This listing is not taking inquiries right now.</p>;
  return <BuyerInquiryPanel listing={listing} isSignedIn={viewer !== null} onInquiryChanged={onInquiryChanged} />;
}

function BuyerInquiryPanel({ listing, isSignedIn, onInquiryChanged }: { listing: InquiryPanelProps['listing']; isSignedIn: boolean; onInquiryChanged?: (() => void) | undefined }) {
  const { data, isPending } = useListingInquiry(listing.id, { isEnabled: isSignedIn });
  if (isSignedIn && isPending) return <InquiryPanelSkeleton />;
  // Signed out: whatever an earlier session left in the cache is not this visitor's. A failed look-up shows the
  // form: sending then answers with the real state (409 if already asked).
  const inquiry = isSignedIn ? data?.inquiry : undefined;
  if (inquiry) {
    return (
      <Suspense fallback={<InquiryPanelSkeleton />}>
        <InquirySentNotice listing={listing} inquiry={inquiry} onInquiryChanged={onInquiryChanged} />
      </Suspense>
    );
  }
  return <SendInquiryForm listing={listing} isSignedIn={isSignedIn} />;
}

function InquiryPanelSkeleton() {
  return (
    <div aria-busy="true" className="grid gap-3">
      <span className="sr-only">Loading</span>
      <Skeleton className="h-32 w-full" />
      <Skeleton className="h-10 w-full" />
    </div>
  );
}
