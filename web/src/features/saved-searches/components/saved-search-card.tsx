import { Pencil, Play, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { paths } from '@common/routes.ts';
import { browseSearchParams, formatNewCount, type SavedSearch } from '@common/saved-searches.ts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { getErrorMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { useRunSavedSearch } from '../api/run-saved-search';
import { DeleteSavedSearchDialog } from './delete-saved-search-dialog';
import { RenameSavedSearchDialog } from './rename-saved-search-dialog';
import { SavedSearchAlerts } from './saved-search-alerts';

/** One saved search: its name, filters in words, when it was saved, what is new, and what can be done with it. */
export function SavedSearchCard({ savedSearch }: { savedSearch: SavedSearch }) {
  const navigate = useNavigate();
  const runSavedSearch = useRunSavedSearch();
  const [openDialog, setOpenDialog] = useState<'rename' | 'delete' | null>(null);
  const closeDialog = () => setOpenDialog(null);

  async function handleRun() {
    // Recording the run only resets "N new"; the results open even if that fails.
    try {
      await runSavedSearch.mutateAsync(savedSearch.id);
    } catch (error) {
      toast.error('Error running search', { description: getErrorMessage(error) });
    }
    const query = browseSearchParams(savedSearch.filters).toString();
    void navigate(query ? `${paths.listings}?${query}` : paths.listings);
  }

  return (
    <Card>
      <CardContent className="grid gap-4 p-5">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="grid min-w-0 gap-1">
            <h3 className="flex flex-wrap items-center gap-2 text-lg font-semibold break-words">
              {savedSearch.name}
              {savedSearch.newSinceLastRun > 0 && <Badge variant="success">{formatNewCount(savedSearch.newSinceLastRun)} new</Badge>}
            </h3>
            <p className="text-sm break-words text-muted-foreground">{savedSearch.summary}</p>
            <p className="text-xs text-muted-foreground">Saved {formatDate(savedSearch.createdAt)}</p>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button size="sm" disabled={runSavedSearch.isPending} onClick={() => void handleRun()}>
              <Play aria-hidden="true" />
              Run
            </Button>
            <Button size="sm" variant="outline" aria-haspopup="dialog" onClick={() => setOpenDialog('rename')}>
              <Pencil aria-hidden="true" />
              Rename
            </Button>
            <Button size="sm" variant="outline" aria-haspopup="dialog" onClick={() => setOpenDialog('delete')}>
              <Trash2 aria-hidden="true" />
              Delete
            </Button>
          </div>
        </div>
        <SavedSearchAlerts savedSearch={savedSearch} />
      </CardContent>
      <RenameSavedSearchDialog savedSearch={savedSearch} isOpen={openDialog === 'rename'} onClose={closeDialog} />
      <DeleteSavedSearchDialog savedSearch={savedSearch} isOpen={openDialog === 'delete'} onClose={closeDialog} />
    </Card>
  );
}
