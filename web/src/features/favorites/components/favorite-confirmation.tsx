import { Heart } from 'lucide-react';
import { useSearchParams } from 'react-router';
import type { Profile } from '@common/profiles.ts';
import { FAVORITE_INTENT, LISTING_INTENT_PARAM } from '@common/routes.ts';
import { Button } from '@/components/ui/button';
import { runWithToasts } from '@/lib/run-with-toasts';
import { useIsFavorite } from '../api/get-favorite-ids';
import { useSetFavorite } from '../api/set-favorite';

type FavoriteConfirmationProps = {
  listing: { id: string; sellerId: string };
  viewer: Profile | null;
};

/**
 * A visitor who tapped the heart before the script ran signed in through a plain link and is back on the
 * listing's page with ?then=favorite (issue 24). Anyone can write such a link, so the favourite is asked for,
 * not made: one question, then the parameter is dropped.
 */
export function FavoriteConfirmation({ listing, viewer }: FavoriteConfirmationProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const isSignedIn = viewer !== null;
  const isFavorite = useIsFavorite(listing.id, { isSignedIn });
  const setFavorite = useSetFavorite();
  const isAsked = searchParams.get(LISTING_INTENT_PARAM) === FAVORITE_INTENT;
  if (!isAsked || !isSignedIn || viewer.id === listing.sellerId || isFavorite) return null;

  function dismiss() {
    void setSearchParams(
      (params) => {
        params.delete(LISTING_INTENT_PARAM);
        return params;
      },
      { replace: true },
    );
  }

  async function addFavorite() {
    const isDone = await runWithToasts(() => setFavorite.mutateAsync({ listingId: listing.id, isFavorite: true }), {
      errorTitle: 'Error updating favorites',
      successTitle: 'Added to favorites',
    });
    if (isDone) dismiss();
  }

  return (
    <section aria-label="Favorite" className="flex flex-wrap items-center gap-3 rounded-lg border border-border bg-muted p-4">
      <Heart className="size-5 text-primary" aria-hidden="true" />
      <p className="flex-1 font-medium">You started saving this business before signing in. Add it to your favorites?</p>
      <Button onClick={() => void addFavorite()} disabled={setFavorite.isPending}>
        Yes, add to favorites
      </Button>
      <Button variant="ghost" onClick={dismiss}>
        Not now
      </Button>
    </section>
  );
}
