import { Heart } from 'lucide-react';
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import type { Profile } from '@common/profiles.ts';
import { paths } from '@common/routes.ts';
import { Button, buttonVariants } from '@/components/ui/button';
import { useIntentAfterSignIn, useSignInFirstWithIntent } from '@/hooks/use-intent-after-sign-in';
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
  if (!viewer) return <SignInToFavorite listingId={listing.id} className={className} />;
  if (viewer.id === listing.sellerId) return null;
  return <SignedInFavoriteToggle listingId={listing.id} className={className} />;
}

/**
 * SPEC §6: favouriting requires a signed-in user. A visitor's heart is only a link (no favourites query, no
 * mutation): a page of cards hydrates 24 of them on a phone.
 */
function SignInToFavorite({ listingId, className }: { listingId: string; className?: string }) {
  // Back from /auth the toggle mounts signed in, and SignedInFavoriteToggle makes the favourite.
  const signInFirst = useSignInFirstWithIntent(favoriteIntentKey(listingId));
  const handleSignInClick = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    signInFirst();
  };
  const label = 'Add to favorites';
  return (
    <a
      href={paths.signIn(paths.listingThenFavorite(listingId))}
      aria-label={label}
      title={label}
      onClick={handleSignInClick}
      className={cn(buttonVariants({ variant: 'outline', size: 'icon' }), 'rounded-full', className)}
    >
      <Heart aria-hidden="true" />
    </a>
  );
}

function SignedInFavoriteToggle({ listingId, className }: { listingId: string; className?: string }) {
  const isFavorite = useIsFavorite(listingId, { isSignedIn: true });
  const setFavorite = useSetFavorite();
  const [isResumed, setIsResumed] = useState(false);
  useIntentAfterSignIn({ intentKey: favoriteIntentKey(listingId), isSignedIn: true, onResume: () => setIsResumed(true) });

  async function changeFavorite(nextIsFavorite: boolean) {
    // mutateAsync, not mutate's callbacks: on the favourites page the card unmounts once it is removed, and
    // the toast must still appear.
    await runWithToasts(() => setFavorite.mutateAsync({ listingId, isFavorite: nextIsFavorite }), {
      errorTitle: 'Error updating favorites',
      successTitle: nextIsFavorite ? 'Added to favorites' : 'Removed from favorites',
    });
  }

  // Back from signing in with the favourite started while signed out: make it, once.
  const isResumeDone = useRef(false);
  const { mutateAsync } = setFavorite;
  useEffect(() => {
    if (!isResumed || isResumeDone.current || isFavorite) return;
    isResumeDone.current = true;
    void runWithToasts(() => mutateAsync({ listingId, isFavorite: true }), { errorTitle: 'Error updating favorites', successTitle: 'Added to favorites' });
  }, [isResumed, isFavorite, mutateAsync, listingId]);

  const label = isFavorite ? 'Remove from favorites' : 'Add to favorites';
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
      className={cn('rounded-full', className)}
    >
      <Heart className={cn(isFavorite && 'fill-danger text-danger')} aria-hidden="true" />
    </Button>
  );
}
