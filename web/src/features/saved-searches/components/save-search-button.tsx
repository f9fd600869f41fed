import { BookmarkPlus } from 'lucide-react';
import { lazy } from 'react';
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

/** Issue 11: "Save this search" on /listings; signed-out visitors sign in first and come back to the open dialog. */
export function SaveSearchButton({ filters, categoryName, isSignedIn, placement = 'header' }: SaveSearchButtonProps) {
  const intentKey = placement === 'header' ? SAVE_SEARCH_INTENT_KEY : `${SAVE_SEARCH_INTENT_KEY}:${placement}`;
  const dialog = useDialogAfterSignIn({ intentKey, isSignedIn });

  return (
    <>
      <Button variant="outline" aria-haspopup="dialog" onPointerEnter={preloadSaveSearchForm} onFocus={preloadSaveSearchForm} onClick={dialog.open}>
        <BookmarkPlus aria-hidden="true" />
        Save this search
      </Button>
      <ControlledDialog isOpen={dialog.isOpen} onClose={dialog.close} title="Save this search">
        <SaveSearchForm filters={filters} categoryName={categoryName} onCancel={dialog.close} onSaved={dialog.close} />
      </ControlledDialog>
    </>
  );
}
