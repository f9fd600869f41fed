import { BookmarkPlus } from 'lucide-react';
import { lazy, useEffect, type MouseEvent } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { LISTING_INTENT_PARAM, paths, SAVE_SEARCH_INTENT } from '@common/routes.ts';
import type { SavedSearchFiltersInput } from '@common/saved-searches.ts';
import { Button } from '@/components/ui/button';
import { ControlledDialog } from '@/components/ui/controlled-dialog';
import { useDialogAfterSignIn } from '@/hooks/use-dialog-after-sign-in';

// The visitor comes back from /auth to the same filters (ARCHITECTURE §7), so one key serves every search.
const SAVE_SEARCH_INTENT_KEY = 'bizbazaar:save-search-intent';

// The form (react-hook-form, zod, the radio group) loads on first use, not with the browse page, which a
// server-rendered visit loads before it hydrates (ADR 0018); reaching for the button starts the download.
const importSaveSearchForm = () => import('./save-search-form');
const SaveSearchForm = lazy(() => importSaveSearchForm().then((module) => ({ default: module.SaveSearchForm })));
const preloadSaveSearchForm = () => void importSaveSearchForm().catch(() => undefined);

type SaveSearchButtonProps = {
  /** The browse page's current filters, as its URL holds them. */
  filters: SavedSearchFiltersInput;
  categoryName: string | undefined;
  /** Whether someone is signed in; the page passes it so this feature does not reach into auth. */
  isSignedIn: boolean;
  /**
   * Which of the page's buttons this is (the header's, or the one a search that finds nothing offers): only the
   * one clicked before signing in opens its dialog after.
   */
  placement?: 'header' | 'no-results';
};

/** This browse page's address with ?then=save-search: where the visitor's plain link returns after signing in. */
function addressThenSaveSearch(location: { pathname: string; search: string }): string {
  const params = new URLSearchParams(location.search);
  params.set(LISTING_INTENT_PARAM, SAVE_SEARCH_INTENT);
  return `${location.pathname}?${params.toString()}`;
}

/**
 * Issue 11: "Save this search" on /listings; signed-out visitors sign in first and come back to the open dialog.
 * For a visitor it is a link to sign in (issue 24): with the script the intent is remembered and the dialog opens
 * on the way back (useIntentAfterSignIn, as every such action); without it, sign-in returns to this address with
 * ?then=save-search, and the header's button opens the dialog there (the Save in it is the confirmation).
 */
export function SaveSearchButton({ filters, categoryName, isSignedIn, placement = 'header' }: SaveSearchButtonProps) {
  const intentKey = placement === 'header' ? SAVE_SEARCH_INTENT_KEY : `${SAVE_SEARCH_INTENT_KEY}:${placement}`;
  const dialog = useDialogAfterSignIn({ intentKey, isSignedIn });
  const location = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const isAskedByLink = placement === 'header' && isSignedIn && searchParams.get(LISTING_INTENT_PARAM) === SAVE_SEARCH_INTENT;
  const { open } = dialog;
  // A passive effect: react-router ignores a navigation asked for before its own layout effects run (ADR 0030).
  useEffect(() => {
    if (!isAskedByLink) return;
    open();
    void setSearchParams(
      (params) => {
        params.delete(LISTING_INTENT_PARAM);
        return params;
      },
      { replace: true },
    );
  }, [isAskedByLink, open, setSearchParams]);

  const content = (
    <>
      <BookmarkPlus aria-hidden="true" />
      Save this search
    </>
  );
  const handleSignInClick = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    dialog.open();
  };

  return (
    <>
      {isSignedIn ? (
        <Button variant="outline" aria-haspopup="dialog" onPointerEnter={preloadSaveSearchForm} onFocus={preloadSaveSearchForm} onClick={dialog.open}>
          {content}
        </Button>
      ) : (
        <Button asChild variant="outline">
          <a href={paths.signIn(addressThenSaveSearch(location))} onClick={handleSignInClick}>
            {content}
          </a>
        </Button>
      )}
      <ControlledDialog isOpen={dialog.isOpen} onClose={dialog.close} title="Save this search">
        <SaveSearchForm filters={filters} categoryName={categoryName} onCancel={dialog.close} onSaved={dialog.close} />
      </ControlledDialog>
    </>
  );
}
