import { useParams } from 'react-router';
import type { EditableListing } from '@common/seller-listings.ts';
import { paths } from '@common/routes.ts';
import { PageContainer } from '@/components/page-container';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { RequireSession } from '@/features/auth/components/require-session';
import { useCategories } from '@/features/listings/api/get-categories';
import { LazyListingPhotosEditor } from '@/features/listing-photos/components/lazy-photo-fields';
import { ListingForm } from '@/features/listings/components/listing-form';
import { ListingNotFound } from '@/features/listings/components/listing-not-found';
import { RejectionNotice } from '@/features/listings/components/rejection-notice';
import { useEditableListing } from '@/features/seller-listings/api/get-editable-listing';
import { usePendingChange } from '@/features/seller-listings/api/get-pending-change';
import { ChangesReviewedNotice } from '@/features/seller-listings/components/changes-reviewed-notice';
import { toListingFormValues, withProposedValues } from '@/features/seller-listings/components/listing-form-values';
import { PendingChangesNotice } from '@/features/seller-listings/components/pending-changes-notice';
import { SoldListingNotice } from '@/features/seller-listings/components/sold-listing-notice';
import { useSaveListing } from '@/features/seller-listings/hooks/use-save-listing';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { ApiError, getErrorMessage } from '@/lib/api-client';

/** /listing/:id/edit (issue 11): the create form, prefilled, for the listing's seller and admins. */
export function EditListingRoute() {
  const { id = '' } = useParams();
  useDocumentTitle('Edit Listing');
  return (
    <RequireSession redirectTo={paths.auth}>
      {() => (
        <PageContainer className="max-w-4xl">
          {/* Keyed by id: another listing's form starts from its own values. */}
          <EditListing key={id} listingId={id} />
        </PageContainer>
      )}
    </RequireSession>
  );
}

function EditListing({ listingId }: { listingId: string }) {
  const { data: listing, isPending, error, refetch } = useEditableListing(listingId);
  // The form's category select must have its options when it mounts, or it cannot show the stored category.
  const { isPending: isCategoriesPending } = useCategories();
  if (isPending || isCategoriesPending) return <PageSpinner />;
  // Unknown or someone else's: the server tells nobody which (ARCHITECTURE §5), and neither does the page.
  if (error instanceof ApiError && error.isClientError) return <ListingNotFound />;
  if (!listing) {
    return (
      <div className="grid justify-items-center gap-3 py-16 text-center">
        <p className="text-muted-foreground">{getErrorMessage(error)}</p>
        <Button variant="outline" onClick={() => void refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  return (
    <>
      <PageHeader title="Edit Listing" description={listing.title} />
      {listing.status === 'sold' ? <SoldListingNotice /> : <EditListingForm listing={listing} />}
    </>
  );
}

function EditListingForm({ listing }: { listing: EditableListing }) {
  const isApproved = listing.status === 'approved';
  // Issue 24: an approved listing's edit waits for review; the form continues from what is waiting.
  const { data: pending, isPending } = usePendingChange(listing.id, { isEnabled: isApproved });
  const { save, isSaving } = useSaveListing(listing);
  if (isApproved && isPending) return <PageSpinner />;
  const revision = pending?.revision ?? null;
  const isResubmission = listing.status === 'rejected';
  return (
    <>
      {listing.rejectionReason !== null && <RejectionNotice reason={listing.rejectionReason} />}
      {revision && <PendingChangesNotice listingId={listing.id} revision={revision} />}
      <ListingForm
        // A withdrawn change starts the form again from the approved values.
        key={revision?.id ?? 'stored'}
        defaultValues={toListingFormValues(revision ? withProposedValues(listing, revision.proposed) : listing)}
        submitLabel={isResubmission ? 'Resubmit for review' : 'Save changes'}
        submittingLabel="Saving..."
        isSubmitting={isSaving}
        onSubmit={save}
        notice={isApproved && <ChangesReviewedNotice />}
        photosSection={<LazyListingPhotosEditor listingId={listing.id} />}
      />
    </>
  );
}
