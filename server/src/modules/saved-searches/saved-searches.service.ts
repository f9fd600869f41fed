// A user's saved searches (issue 11): private to their owner (anyone else's id is "not found", admins included),
// at most MAX_SAVED_SEARCHES each, listed newest first in keyset pages.
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import {
  MAX_SAVED_SEARCHES,
  SAVED_SEARCH_LIMIT_MESSAGE,
  SAVED_SEARCH_NOT_FOUND,
  type CreateSavedSearchBody,
  type SavedSearch,
  type SavedSearchesPage,
  type UpdateSavedSearchInput,
} from '@common/saved-searches.ts';
import type { Database, Queryable } from '../../db/client.ts';
import { decodeTimeCursor, encodeTimeCursor, isBeforeCursor, timestampText } from '../../db/keyset-cursor.ts';
import { categories, profiles, savedSearches } from '../../db/schema.ts';
import { isUuid } from '../../db/uuid.ts';
import { conflict, notFound } from '../../http/errors.ts';
import type { Viewer } from '../../http/viewer.ts';
import { countApprovedSince } from './saved-search-matching.ts';
import { presentSavedSearch, readStoredFilters } from './saved-searches.presenter.ts';

type SavedSearchRow = typeof savedSearches.$inferSelect;

const COUNTS_AT_ONCE = 4;

const ownedBy = (viewer: Viewer, id: string) => and(eq(savedSearches.id, id), eq(savedSearches.userId, viewer.id));

/** Each row as the API shows it: its category's name for the summary and its "N new" count. */
async function presentRows(db: Queryable, rows: SavedSearchRow[]): Promise<SavedSearch[]> {
  const filtersOfRows = rows.map((row) => readStoredFilters(row.filters));
  const slugs = [...new Set(filtersOfRows.flatMap((filters) => (filters.category ? [filters.category] : [])))];
  const names = slugs.length === 0 ? [] : await db.select({ slug: categories.slug, name: categories.name }).from(categories).where(inArray(categories.slug, slugs));
  const nameOf = new Map(names.map((row) => [row.slug, row.name]));
  const presented: SavedSearch[] = [];
  // A few counts at a time: a page of 20 must not take every connection of the pool (20) for itself.
  for (let start = 0; start < rows.length; start += COUNTS_AT_ONCE) {
    const batch = rows.slice(start, start + COUNTS_AT_ONCE).map(async (row, offset) => {
      const filters = filtersOfRows[start + offset] ?? readStoredFilters(row.filters);
      const newSinceLastRun = await countApprovedSince(db, filters, row.lastRunAt ?? row.createdAt);
      return presentSavedSearch(row, { filters, categoryName: filters.category ? nameOf.get(filters.category) : undefined, newSinceLastRun });
    });
    presented.push(...(await Promise.all(batch)));
  }
  return presented;
}

export async function findSavedSearches(db: Database, viewer: Viewer, query: { cursor?: string | undefined; limit: number }): Promise<SavedSearchesPage> {
  const cursor = query.cursor === undefined ? undefined : decodeTimeCursor(query.cursor);
  const [rows, [total]] = await Promise.all([
    db
      .select({ savedSearch: savedSearches, createdAtText: timestampText(savedSearches.createdAt) })
      .from(savedSearches)
      .where(and(eq(savedSearches.userId, viewer.id), cursor && isBeforeCursor(savedSearches.createdAt, savedSearches.id, cursor)))
      .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id))
      .limit(query.limit + 1),
    db.select({ value: count() }).from(savedSearches).where(eq(savedSearches.userId, viewer.id)),
  ]);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: await presentRows(db, page.map((row) => row.savedSearch)),
    nextCursor: rows.length > query.limit && last ? encodeTimeCursor({ at: last.createdAtText, id: last.savedSearch.id }) : null,
    total: total?.value ?? 0,
  };
}

export async function createSavedSearch(db: Database, viewer: Viewer, input: CreateSavedSearchBody): Promise<SavedSearch> {
  const row = await db.transaction(async (tx) => {
    // The owner's row lock makes "at most 50" hold when two saves arrive at once: the second counts after the first.
    await tx.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, viewer.id)).for('update');
    const [existing] = await tx.select({ value: count() }).from(savedSearches).where(eq(savedSearches.userId, viewer.id));
    if ((existing?.value ?? 0) >= MAX_SAVED_SEARCHES) throw conflict(SAVED_SEARCH_LIMIT_MESSAGE);
    const [inserted] = await tx
      .insert(savedSearches)
      .values({ userId: viewer.id, name: input.name, filters: input.filters, alertsEnabled: input.alertsEnabled, alertMode: input.alertMode })
      .returning();
    if (!inserted) throw new Error('saved search insert returned nothing');
    return inserted;
  });
  const [presented] = await presentRows(db, [row]);
  if (!presented) throw new Error('saved search could not be presented');
  return presented;
}

async function updateOwn(db: Database, viewer: Viewer, id: string, changes: Partial<SavedSearchRow>): Promise<SavedSearch> {
  if (!isUuid(id)) throw notFound(SAVED_SEARCH_NOT_FOUND);
  const [row] = await db.update(savedSearches).set(changes).where(ownedBy(viewer, id)).returning();
  if (!row) throw notFound(SAVED_SEARCH_NOT_FOUND);
  const [presented] = await presentRows(db, [row]);
  if (!presented) throw new Error('saved search could not be presented');
  return presented;
}

export function updateSavedSearch(db: Database, viewer: Viewer, id: string, input: UpdateSavedSearchInput): Promise<SavedSearch> {
  const changes: Partial<SavedSearchRow> = {};
  if (input.name !== undefined) changes.name = input.name;
  if (input.alertsEnabled !== undefined) changes.alertsEnabled = input.alertsEnabled;
  if (input.alertMode !== undefined) changes.alertMode = input.alertMode;
  return updateOwn(db, viewer, id, changes);
}

/** Running it opens its results; from now on "N new" counts what is approved after this moment. */
export function recordSavedSearchRun(db: Database, viewer: Viewer, id: string): Promise<SavedSearch> {
  return updateOwn(db, viewer, id, { lastRunAt: new Date() });
}

export async function deleteSavedSearch(db: Database, viewer: Viewer, id: string): Promise<void> {
  if (!isUuid(id)) throw notFound(SAVED_SEARCH_NOT_FOUND);
  const deleted = await db.delete(savedSearches).where(ownedBy(viewer, id)).returning({ id: savedSearches.id });
  if (deleted.length === 0) throw notFound(SAVED_SEARCH_NOT_FOUND);
}
