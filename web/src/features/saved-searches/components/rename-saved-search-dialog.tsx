import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { updateSavedSearchSchema, type SavedSearch } from '@common/saved-searches.ts';
import { Button } from '@/components/ui/button';
import { ControlledDialog } from '@/components/ui/controlled-dialog';
import { TextField } from '@/components/ui/text-field';
import { ApiError } from '@/lib/api-client';
import { runWithToasts } from '@/lib/run-with-toasts';
import { useUpdateSavedSearch } from '../api/update-saved-search';

// The API's own rule for a name, required here.
const renameSchema = z.object({ name: updateSavedSearchSchema.shape.name.unwrap() });
type RenameValues = z.input<typeof renameSchema>;

type RenameSavedSearchDialogProps = { savedSearch: SavedSearch; isOpen: boolean; onClose: () => void };

export function RenameSavedSearchDialog({ savedSearch, isOpen, onClose }: RenameSavedSearchDialogProps) {
  return (
    <ControlledDialog isOpen={isOpen} onClose={onClose} title="Rename saved search">
      <RenameForm savedSearch={savedSearch} onClose={onClose} />
    </ControlledDialog>
  );
}

function RenameForm({ savedSearch, onClose }: { savedSearch: SavedSearch; onClose: () => void }) {
  const updateSavedSearch = useUpdateSavedSearch();
  const form = useForm<RenameValues>({ resolver: zodResolver(renameSchema), defaultValues: { name: savedSearch.name } });

  const handleSubmit = form.handleSubmit(async (values) => {
    const isRenamed = await runWithToasts(() => updateSavedSearch.mutateAsync({ id: savedSearch.id, changes: values }), {
      errorTitle: 'Error renaming search',
      successTitle: 'Search renamed',
      onError: (error) => {
        if (error instanceof ApiError && error.fields?.name) form.setError('name', { type: 'server', message: error.fields.name });
      },
    });
    if (isRenamed) onClose();
  });

  return (
    <form onSubmit={handleSubmit} noValidate className="grid gap-5">
      <TextField label="Name" isRequired maxLength={100} error={form.formState.errors.name?.message} {...form.register('name')} />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" disabled={updateSavedSearch.isPending}>
          {updateSavedSearch.isPending ? 'Saving...' : 'Save name'}
        </Button>
      </div>
    </form>
  );
}
