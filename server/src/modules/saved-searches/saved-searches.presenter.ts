// Saved-search rows as the API shows them (common/saved-searches.ts).
import { savedSearchFiltersSchema, summarizeFilters, type SavedSearch, type SavedSearchFilters } from '@common/saved-searches.ts';
import type { savedSearches } from '../../db/schema.ts';

/**
 * The stored filters read back through browse's own schema. Rows saved before issue 11 (or edited by hand) that
 * no longer parse count as "all businesses, newest first" rather than failing the whole list.
 */
export function readStoredFilters(stored: unknown): SavedSearchFilters {
  const parsed = savedSearchFiltersSchema.safeParse(stored);
  return parsed.success ? parsed.data : savedSearchFiltersSchema.parse({});
}

export function presentSavedSearch(
  row: typeof savedSearches.$inferSelect,
  details: { filters: SavedSearchFilters; categoryName: string | undefined; newSinceLastRun: number },
): SavedSearch {
  return {
    id: row.id,
    name: row.name,
    filters: details.filters,
    summary: summarizeFilters(details.filters, details.categoryName),
    createdAt: row.createdAt.toISOString(),
    alertsEnabled: row.alertsEnabled,
    alertMode: row.alertMode,
    lastRunAt: row.lastRunAt?.toISOString() ?? null,
    newSinceLastRun: details.newSinceLastRun,
  };
}
