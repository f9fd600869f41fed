import { Flag } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ControlledDialog } from '@/components/ui/controlled-dialog';
import { useSignInFirst } from '@/lib/use-sign-in-first';
import { useReportIntent } from '../hooks/use-report-intent';
import { ReportListingForm } from './report-listing-form';

type ReportListingButtonProps = {
  listing: { id: string; sellerId: string };
  /** The signed-in user's id, or null; the page passes it so this feature does not reach into auth. */
  viewerId: string | null;
};

/** Issue 10: "Report this listing" for everyone but its seller; signed-out visitors sign in first and come back. */
export function ReportListingButton({ listing, viewerId }: ReportListingButtonProps) {
  const isSignedIn = viewerId !== null;
  const { hadIntent, rememberIntent } = useReportIntent(listing.id, isSignedIn);
  const [isOpen, setIsOpen] = useState(hadIntent);
  const [isReported, setIsReported] = useState(false);
  const signInFirst = useSignInFirst();
  if (viewerId === listing.sellerId) return null;

  function handleClick() {
    if (isSignedIn) {
      setIsOpen(true);
      return;
    }
    rememberIntent();
    signInFirst();
  }

  return (
    <>
      <Button variant="ghost" size="sm" className="justify-self-start text-muted-foreground" aria-haspopup="dialog" disabled={isReported} onClick={handleClick}>
        <Flag aria-hidden="true" />
        {isReported ? 'Report sent' : 'Report this listing'}
      </Button>
      <ControlledDialog isOpen={isOpen} onClose={() => setIsOpen(false)} title="Report this listing">
        <ReportListingForm
          listingId={listing.id}
          onCancel={() => setIsOpen(false)}
          onDone={() => {
            setIsReported(true);
            setIsOpen(false);
          }}
        />
      </ControlledDialog>
    </>
  );
}
