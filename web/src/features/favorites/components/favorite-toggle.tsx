import { Heart } from 'lucide-react';
import type { Profile } from '@common/profiles.ts';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { runWithToasts } from '@/lib/run-with-toasts';
import { useSignInFirst } from '@/lib/use-sign-in-first';
import { useIsFavorite } from '../api/get-favorite-ids';
import { useSetFavorite } from '../api/set-favorite';

type FavoriteToggleProps = {
  listing: { id: string; sellerId: string };
  /** The signed-in user, or null; the page passes it so this feature does not reach into auth. */
  viewer: Profile | null;
  className?: string;
};

/** ARCHITECTURE §7: the heart toggles the favourite. Hidden on the viewer's own listing (the server refuses it). */
export function FavoriteToggle({ listing, viewer, className }: FavoriteToggleProps) {
  const signInFirst = useSignInFirst();
  const isFavorite = useIsFavorite(listing.id, { isSignedIn: viewer !== null });
  const setFavorite = useSetFavorite();
  if (viewer?.id === listing.sellerId) return null;

  async function handleClick() {
    // SPEC §6: favouriting requires a signed-in user; others are sent to /auth and come back here.
    if (!viewer) {
      signInFirst();
      return;
    }
    if (setFavorite.isPending) return;
    const nextIsFavorite = !isFavorite;
    // mutateAsync, not mutate's callbacks: on the favourites page the card unmounts once it is removed, and
    // the toast must still appear.
    await runWithToasts(() => setFavorite.mutateAsync({ listingId: listing.id, isFavorite: nextIsFavorite }), {
      errorTitle: 'Error updating favorites',
      successTitle: nextIsFavorite ? 'Added to favorites' : 'Removed from favorites',
    });
  }

  return (
    <Button
      variant="outline"
      size="icon"
      aria-label={isFavorite ? 'Remove from favorites' : 'Add to favorites'}
      aria-pressed={isFavorite}
      title={isFavorite ? 'Remove from favorites' : 'Add to favorites'}
      onClick={handleClick}
      className={cn('rounded-full', className)}
    >
      <Heart className={cn(isFavorite && 'fill-red-600 text-red-600')} aria-hidden="true" />
    </Button>
  );
}
