import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@common/routes.ts';
import { setServerFieldErrors } from '@/lib/form-errors';
import { runWithToasts } from '@/lib/run-with-toasts';
import { useCreateListing } from '../api/create-listing';
import { ListingForm, listingFormFields } from './listing-form';

type CreateListingFormProps = {
  /** The Photos card (issue 25; another feature's), told when the form is busy sending. */
  renderPhotos?: (isSubmitting: boolean) => ReactNode;
  /** Runs once the listing exists (its photos go up); may name another place to go than the dashboard. */
  onCreated?: (listingId: string) => Promise<string | null>;
};

/** SPEC §2 Create listing: Submit Listing, then the dashboard. */
export function CreateListingForm({ renderPhotos, onCreated }: CreateListingFormProps) {
  const navigate = useNavigate();
  const createListing = useCreateListing();
  const [isFinishing, setIsFinishing] = useState(false);
  const isSubmitting = createListing.isPending || isFinishing;

  return (
    <ListingForm
      submitLabel="Submit Listing"
      isSubmitting={isSubmitting}
      photosSection={renderPhotos?.(isSubmitting)}
      onSubmit={async (listing, setError) => {
        let createdId: string | null = null;
        const isDone = await runWithToasts(
          async () => {
            createdId = (await createListing.mutateAsync(listing)).id;
          },
          {
            errorTitle: 'Error creating listing',
            onError: (error) => setServerFieldErrors(error, setError, listingFormFields),
            successTitle: 'Success!',
            successDescription: 'Your business listing has been submitted for review.',
          },
        );
        if (!isDone || createdId === null) return;
        setIsFinishing(true);
        const nextPath = (await onCreated?.(createdId)) ?? paths.dashboard;
        await navigate(nextPath);
      }}
    />
  );
}
