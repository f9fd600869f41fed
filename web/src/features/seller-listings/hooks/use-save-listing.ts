import type { UseFormSetError } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { ListingFormValues } from '@common/listings.ts';
import { paths } from '@common/routes.ts';
import type { EditableListing } from '@common/seller-listings.ts';
import { setServerFieldErrors } from '@/lib/form-errors';
import { runWithToasts } from '@/lib/run-with-toasts';
import { useUpdateListing, type UpdateListingVariables } from '../api/update-listing';
import { toListingFormValues } from '../components/listing-form-values';

// Every field of the form, to put the server's field messages under (the same keys as the form's values).
const formFieldsOf = (listing: EditableListing) => Object.keys(toListingFormValues(listing)) as (keyof ListingFormValues)[];

function successToast(status: EditableListing['status']) {
  if (status === 'rejected') return { successTitle: 'Listing resubmitted for review', successDescription: 'An admin will look at your changes soon.' };
  // Issue 24: the approved version stays public while the changes wait for review.
  if (status === 'approved') return { successTitle: 'Changes sent for review', successDescription: 'Buyers see the approved version until an admin approves your changes.' };
  return { successTitle: 'Listing updated', successDescription: 'Your changes have been saved.' };
}

/** Saves the edit form with its toasts, then goes back to My Listings. */
export function useSaveListing(listing: EditableListing) {
  const navigate = useNavigate();
  const updateListing = useUpdateListing();

  async function save(values: UpdateListingVariables['listing'], setError: UseFormSetError<ListingFormValues>) {
    const isDone = await runWithToasts(() => updateListing.mutateAsync({ listingId: listing.id, listing: values }), {
      errorTitle: 'Error updating listing',
      onError: (error) => setServerFieldErrors(error, setError, formFieldsOf(listing)),
      ...successToast(listing.status),
    });
    if (isDone) await navigate(paths.dashboardTab('listings'));
  }

  return { save, isSaving: updateListing.isPending };
}
