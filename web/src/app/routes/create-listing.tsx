import { Store } from 'lucide-react';
import { paths } from '@common/routes.ts';
import { PageContainer } from '@/components/page-container';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { RequireSession } from '@/features/auth/components/require-session';
import { LazyQueuedPhotosField } from '@/features/listing-photos/components/lazy-photo-fields';
import { usePhotoQueue } from '@/features/listing-photos/hooks/use-photo-queue';
import { CreateListingForm } from '@/features/listings/components/create-listing-form';
import { useUpdateProfile } from '@/features/profiles/api/update-profile';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { runWithToasts } from '@/lib/run-with-toasts';

export function CreateListingRoute() {
  useDocumentTitle('List Your Business');
  // SPEC §2 Create listing: requires a signed-in user, otherwise /auth. ARCHITECTURE §5: sellers and admins only.
  return (
    <RequireSession redirectTo={paths.auth}>
      {(profile) => (
        <PageContainer className="max-w-4xl">
          <PageHeader
            title="List Your Business for Sale"
            description="Tell buyers about your business. Every listing is reviewed before it is published."
          />
          {profile.role === 'buyer' ? <SellerAccountRequired /> : <CreateListingWithPhotos />}
        </PageContainer>
      )}
    </RequireSession>
  );
}

/** The create form with its photos, which upload once the listing exists (issue 25). */
function CreateListingWithPhotos() {
  const photoQueue = usePhotoQueue();
  return (
    <CreateListingForm renderPhotos={(isSubmitting) => <LazyQueuedPhotosField queue={photoQueue} isLocked={isSubmitting} />} onCreated={photoQueue.uploadTo} />
  );
}

/** A buyer may make themselves a seller (ARCHITECTURE §5); the new session role then shows the form. */
function SellerAccountRequired() {
  const updateProfile = useUpdateProfile();

  async function handleSwitch() {
    await runWithToasts(() => updateProfile.mutateAsync({ role: 'seller' }), {
      errorTitle: 'Error updating profile',
      successTitle: 'Profile updated',
      successDescription: 'You can now list your business.',
    });
  }

  return (
    <Card>
      <CardContent className="flex flex-col items-start gap-4 pt-6">
        <Store className="size-10 text-primary" aria-hidden="true" />
        <h2 className="text-xl font-semibold">Only sellers can list a business</h2>
        <p className="text-muted-foreground">
          Your account is set up for buying. Switch to a seller account to list your business; you can still browse,
          save favourites and contact sellers.
        </p>
        <Button onClick={handleSwitch} disabled={updateProfile.isPending}>
          {updateProfile.isPending ? 'Switching...' : 'Switch to seller account'}
        </Button>
      </CardContent>
    </Card>
  );
}
