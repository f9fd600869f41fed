import { BookmarkPlus } from 'lucide-react';
import { useState } from 'react';
import type { SavedSearchFiltersInput } from '@common/saved-searches.ts';
import { Button } from '@/components/ui/button';
import { ControlledDialog } from '@/components/ui/controlled-dialog';
import { useSignInFirst } from '@/lib/use-sign-in-first';
import { useSaveSearchIntent } from '../hooks/use-save-search-intent';
import { SaveSearchForm } from './save-search-form';

type SaveSearchButtonProps = {
  /** The browse page's current filters, as its URL holds them. */
  filters: SavedSearchFiltersInput;
  categoryName: string | undefined;
  /** Whether someone is signed in; the page passes it so this feature does not reach into auth. */
  isSignedIn: boolean;
};

/** Issue 11: "Save this search" on /listings; signed-out visitors sign in first and come back to the open dialog. */
export function SaveSearchButton({ filters, categoryName, isSignedIn }: SaveSearchButtonProps) {
  const { hadIntent, rememberIntent } = useSaveSearchIntent(isSignedIn);
  const [isOpen, setIsOpen] = useState(hadIntent);
  const signInFirst = useSignInFirst();

  function handleClick() {
    if (isSignedIn) {
      setIsOpen(true);
      return;
    }
    rememberIntent();
    signInFirst();
  }

  return (
    <>
      <Button variant="outline" aria-haspopup="dialog" onClick={handleClick}>
        <BookmarkPlus aria-hidden="true" />
        Save this search
      </Button>
      <ControlledDialog isOpen={isOpen} onClose={() => setIsOpen(false)} title="Save this search">
        <SaveSearchForm filters={filters} categoryName={categoryName} onCancel={() => setIsOpen(false)} onSaved={() => setIsOpen(false)} />
      </ControlledDialog>
    </>
  );
}
