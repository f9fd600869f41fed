import { Flag } from 'lucide-react';
import { lazy, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ControlledDialog } from '@/components/ui/controlled-dialog';
import { useDialogAfterSignIn } from '@/hooks/use-dialog-after-sign-in';

// The form (react-hook-form, zod, the radio group) loads on first use, not with the listing page, which a
// server-rendered visit loads before it hydrates (ADR 0018); reaching for the button starts the download.
const importReportListingForm = () => import('./report-listing-form');
const ReportListingForm = lazy(() => importReportListingForm().then((module) => ({ default: module.ReportListingForm })));
const preloadReportListingForm = () => void importReportListingForm().catch(() => undefined);

type ReportListingButtonProps = {
  listing: { id: string; sellerId: string };
  /** The signed-in user's id, or null; the page passes it so this feature does not reach into auth. */
  viewerId: string | null;
};

/** Issue 10: "Report this listing" for everyone but its seller; signed-out visitors sign in first and come back. */
export function ReportListingButton({ listing, viewerId }: ReportListingButtonProps) {
  // One key per listing: coming back opens the report of the listing the visitor pressed it on, not another.
  const dialog = useDialogAfterSignIn({ intentKey: `bizbazaar:report-intent:${listing.id}`, isSignedIn: viewerId !== null });
  const [isReported, setIsReported] = useState(false);
  if (viewerId === listing.sellerId) return null;

  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        className="justify-self-start text-muted-foreground"
        aria-haspopup="dialog"
        disabled={isReported}
        onPointerEnter={preloadReportListingForm}
        onFocus={preloadReportListingForm}
        onClick={dialog.open}
      >
        <Flag aria-hidden="true" />
        {isReported ? 'Report sent' : 'Report this listing'}
      </Button>
      <ControlledDialog isOpen={dialog.isOpen} onClose={dialog.close} title="Report this listing">
        <ReportListingForm
          listingId={listing.id}
          onCancel={dialog.close}
          onDone={() => {
            setIsReported(true);
            dialog.close();
          }}
        />
      </ControlledDialog>
    </>
  );
}
