// A revision's stored values and the listing's, side by side (ADR 0031): the diff a seller and an admin read, and
// what approving writes. The stored values were validated by PUT /api/listings/:id; they are read back through the
// same schema, so a row changed by hand can never write what the form would refuse.
import { inArray } from 'drizzle-orm';
import { listingFieldChanges, proposedListingSchema, type FieldChange, type ListingValues, type ProposedListing } from '@common/listing-revisions.ts';
import type { Queryable } from '../../db/client.ts';
import { categories } from '../../db/schema.ts';
import { listingColumns } from '../listings/listing-values.ts';
import type { ListingRow } from '../seller-listings/managed-listing.ts';
import { valuesOfListing } from '../seller-listings/seller-listings.presenter.ts';

export function readProposed(stored: unknown): ProposedListing {
  return proposedListingSchema.parse(stored);
}

/** The proposed values as the listing's columns would hold them. */
export function proposedColumns(proposed: ProposedListing) {
  return listingColumns(proposed);
}

/** The category names a set of diffs may show, in one query. */
export async function findCategoryNames(db: Queryable, ids: readonly (string | null)[]): Promise<Map<string, string>> {
  const known = [...new Set(ids.filter((id): id is string => id !== null))];
  if (known.length === 0) return new Map();
  const rows = await db.select({ id: categories.id, name: categories.name }).from(categories).where(inArray(categories.id, known));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** Field by field: the public listing → the proposed change. */
export function revisionChanges(listing: ListingRow, proposed: ProposedListing, categoryNames: Map<string, string>): FieldChange[] {
  const after: ListingValues = proposedColumns(proposed);
  return listingFieldChanges(valuesOfListing(listing), after, (id) => categoryNames.get(id) ?? null);
}
