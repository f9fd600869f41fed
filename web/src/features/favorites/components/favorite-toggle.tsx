import { Heart } from 'lucide-react';
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import type { Profile } from '@common/profiles.ts';
import { paths } from '@common/routes.ts';
import { Button } from '@/components/ui/button';
import { useIntentAfterSignIn } from '@/hooks/use-intent-after-sign-in';
import { cn } from '@/lib/cn';
import { runWithToasts } from '@/lib/run-with-toasts';
import { useIsFavorite } from '../api/get-favorite-ids';
import { useSetFavorite } from '../api/set-favorite';

type FavoriteToggleProps = {
  listing: { id: string; sellerId: string };
  /** The signed-in user, or null; the page passes it so this feature does not reach into auth. */
  viewer: Profile | null;
  className?: string;
};

const favoriteIntentKey = (listingId: string) => `bizbazaar:favorite-intent:${listingId}`;

/**
 * ARCHITECTURE §7: the heart toggles the favourite. Hidden on the viewer's own listing (the server refuses it).
 * For a visitor it is a link to sign in (issue 24): with the script the favourite is remembered and made on the
 * way back; without it, the link returns to the listing's page, which asks to confirm the favourite.
 */
export function FavoriteToggle({ listing, viewer, className }: FavoriteToggleProps) {
  const isFavorite = useIsFavorite(listing.id, { isSignedIn: viewer !== null });
  const setFavorite = useSetFavorite();
  const [isResumed, setIsResumed] = useState(false);
  const signInFirst = useIntentAfterSignIn({ intentKey: favoriteIntentKey(listing.id), isSignedIn: viewer !== null, onResume: () => setIsResumed(true) });

  async function changeFavorite(nextIsFavorite: boolean) {
    // mutateAsync, not mutate's callbacks: on the favourites page the card unmounts once it is removed, and
    // the toast must still appear.
    await runWithToasts(() => setFavorite.mutateAsync({ listingId: listing.id, isFavorite: nextIsFavorite }), {
      errorTitle: 'Error updating favorites',
      successTitle: nextIsFavorite ? 'Added to favorites' : 'Removed from favorites',
    });
  }

  // Back from signing in with the favourite started while signed out: make it, once.
  const isResumeDone = useRef(false);
  const { mutateAsync } = setFavorite;
  const isOwnListing = viewer?.id === listing.sellerId;
  useEffect(() => {
    if (!isResumed || isResumeDone.current || isOwnListing || isFavorite) return;
    isResumeDone.current = true;
    void runWithToasts(() => mutateAsync({ listingId: listing.id, isFavorite: true }), { errorTitle: 'Error updating favorites', successTitle: 'Added to favorites' });
  }, [isResumed, isOwnListing, isFavorite, mutateAsync, listing.id]);

  if (isOwnListing) return null;

  const label = isFavorite ? 'Remove from favorites' : 'Add to favorites';
  const classes = cn('rounded-full', className);
  const icon = <Heart className={cn(isFavorite && 'fill-danger text-danger')} aria-hidden="true" />;

  if (!viewer) {
    // SPEC §6: favouriting requires a signed-in user.
    const handleSignInClick = (event: MouseEvent<HTMLAnchorElement>) => {
      event.preventDefault();
      signInFirst();
    };
    return (
      <Button asChild variant="outline" size="icon" className={classes}>
        <a href={paths.signIn(paths.listingThenFavorite(listing.id))} aria-label={label} title={label} onClick={handleSignInClick}>
          {icon}
        </a>
      </Button>
    );
  }

  return (
    <Button
      variant="outline"
      size="icon"
      aria-label={label}
      aria-pressed={isFavorite}
      title={label}
      onClick={() => {
        if (!setFavorite.isPending) void changeFavorite(!isFavorite);
      }}
      className={classes}
    >
      {icon}
    </Button>
  );
}
