import { useNavigate } from 'react-router';
import { paths } from '@common/routes.ts';
import { setServerFieldErrors } from '@/lib/form-errors';
import { runWithToasts } from '@/lib/run-with-toasts';
import { useCreateListing } from '../api/create-listing';
import { ListingForm, listingFormFields } from './listing-form';

/** SPEC §2 Create listing: Submit Listing, then the dashboard. */
export function CreateListingForm() {
  const navigate = useNavigate();
  const createListing = useCreateListing();

  return (
    <ListingForm
      submitLabel="Submit Listing"
      isSubmitting={createListing.isPending}
      onSubmit={async (listing, setError) => {
        const isDone = await runWithToasts(() => createListing.mutateAsync(listing), {
          errorTitle: 'Error creating listing',
          onError: (error) => setServerFieldErrors(error, setError, listingFormFields),
          successTitle: 'Success!',
          successDescription: 'Your business listing has been submitted for review.',
        });
        if (isDone) await navigate(paths.dashboard);
      }}
    />
  );
}
