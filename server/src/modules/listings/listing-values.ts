// The create-listing form's values as columns, and the category check: creating and editing a listing (issue 11)
// store and check them the same way.
import { and, eq } from 'drizzle-orm';
import type { createListingSchema } from '@common/listings.ts';
import type { z } from 'zod';
import type { Queryable } from '../../db/client.ts';
import { categories } from '../../db/schema.ts';
import { validationFailed } from '../../http/errors.ts';

export type ListingInput = z.output<typeof createListingSchema>;

/** A listing is filed under an active category. */
export async function assertActiveCategory(db: Queryable, categoryId: string): Promise<void> {
  const [category] = await db.select({ id: categories.id }).from(categories).where(and(eq(categories.id, categoryId), eq(categories.active, true)));
  if (!category) throw validationFailed({ categoryId: 'Choose a category' });
}

const blankToNull = (value: string | null | undefined) => (value ? value : null);

/**
 * Every field of the form as a column, an empty optional one as null (SPEC §5): an edit replaces the whole
 * listing, so a field left out is cleared rather than kept.
 */
export function listingColumns(input: ListingInput) {
  return {
    ...input,
    revenue: input.revenue ?? null,
    profit: input.profit ?? null,
    establishedYear: input.establishedYear ?? null,
    employeesCount: input.employeesCount ?? null,
    businessType: blankToNull(input.businessType),
    reasonForSelling: blankToNull(input.reasonForSelling),
    liabilities: blankToNull(input.liabilities),
    contactEmail: blankToNull(input.contactEmail),
    contactPhone: blankToNull(input.contactPhone),
    websiteUrl: blankToNull(input.websiteUrl),
  };
}
