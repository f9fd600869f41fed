import type { SavedSearch } from '@common/saved-searches.ts';
import { Button } from '@/components/ui/button';
import { ControlledDialog } from '@/components/ui/controlled-dialog';
import { runWithToasts } from '@/lib/run-with-toasts';
import { useDeleteSavedSearch } from '../api/delete-saved-search';

type DeleteSavedSearchDialogProps = { savedSearch: SavedSearch; isOpen: boolean; onClose: () => void };

/** Deleting asks first: the search and its alerts go for good. */
export function DeleteSavedSearchDialog({ savedSearch, isOpen, onClose }: DeleteSavedSearchDialogProps) {
  const deleteSavedSearch = useDeleteSavedSearch();

  async function handleDelete() {
    const isDeleted = await runWithToasts(() => deleteSavedSearch.mutateAsync(savedSearch.id), {
      errorTitle: 'Error deleting search',
      successTitle: 'Saved search deleted',
    });
    if (isDeleted) onClose();
  }

  return (
    <ControlledDialog isOpen={isOpen} onClose={onClose} title="Delete this saved search?">
      <p className="break-words">
        <strong>{savedSearch.name}</strong> and its alerts will be deleted. The listings themselves stay on the browse page.
      </p>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button variant="destructive" disabled={deleteSavedSearch.isPending} onClick={() => void handleDelete()}>
          {deleteSavedSearch.isPending ? 'Deleting...' : 'Delete'}
        </Button>
      </div>
    </ControlledDialog>
  );
}
