// Changes to an approved listing wait for review while the approved version stays public (issue 24, ADR 0031):
// the seller's pending change, the admin's queue with a field-by-field diff, and the "Price reduced" / "Updated"
// notice buyers see after an applied change of the figures.
import { z } from 'zod';
import { changeListingStatusSchema } from './admin.ts';
import { createListingSchema, listingRevisionStatuses } from './listings.ts';
import { formatInr } from './money.ts';
import { cursorParameter, keysetPageSchema, pageLimitParameter } from './pagination.ts';

export const NO_PENDING_CHANGES_MESSAGE = 'This listing has no changes waiting for review.';
export const CHANGES_WITHDRAWN_MESSAGE = 'Your changes were withdrawn. The listing stays as it was approved.';
/** A revision applies to a public listing only: once sold, withdrawn or rejected, its own edit form rules. */
export const REVISION_LISTING_NOT_PUBLIC_MESSAGE = 'This listing is no longer public; its changes cannot be applied.';
export const REVISION_ALREADY_DECIDED_MESSAGE = 'These changes have already been decided or withdrawn.';
export const REVISION_NOT_FOUND_MESSAGE = 'Change not found';


/** Notification types (`type`); `data` holds listing_id and listing_title, and reason for a rejection. */
export const LISTING_CHANGES_APPROVED_NOTIFICATION = 'listing_changes_approved';
export const LISTING_CHANGES_REJECTED_NOTIFICATION = 'listing_changes_rejected';
/** To buyers who favourited the listing. */
export const FAVORITE_PRICE_REDUCED_NOTIFICATION = 'favorite_price_reduced';
export const FAVORITE_FIGURES_UPDATED_NOTIFICATION = 'favorite_figures_updated';

/** The proposed values: exactly what PUT /api/listings/:id accepts (money in paise). */
export const proposedListingSchema = createListingSchema;
export type ProposedListing = z.output<typeof proposedListingSchema>;

/** The fields a diff names, in the edit form's order, with the form's labels. */
export const revisionFieldLabels = {
  title: 'Business Name',
  categoryId: 'Category',
  description: 'Business Description',
  businessType: 'Business Type',
  location: 'Location',
  askingPrice: 'Asking Price',
  revenue: 'Annual Revenue',
  profit: 'Annual Profit',
  establishedYear: 'Year Established',
  employeesCount: 'Number of Employees',
  reasonForSelling: 'Reason for Selling',
  assetsIncluded: 'Assets Included',
  liabilities: 'Liabilities/Debts',
  contactEmail: 'Contact Email',
  contactPhone: 'Contact Phone',
  websiteUrl: 'Website URL',
} as const;
export type RevisionField = keyof typeof revisionFieldLabels;
const moneyFields: ReadonlySet<RevisionField> = new Set(['askingPrice', 'revenue', 'profit']);

/** A listing's values as stored (an empty optional field is null). */
export type ListingValues = Record<RevisionField, unknown>;

export const fieldChangeSchema = z.object({
  field: z.string(),
  label: z.string(),
  /** As a reader sees it (money in en-IN rupees, the category's name); null when empty. */
  before: z.string().nullable(),
  after: z.string().nullable(),
});
export type FieldChange = z.infer<typeof fieldChangeSchema>;

function displayValue(field: RevisionField, value: unknown, categoryName: (id: string) => string | null): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (moneyFields.has(field) && typeof value === 'number') return formatInr(value);
  if (field === 'categoryId' && typeof value === 'string') return categoryName(value) ?? value;
  if (Array.isArray(value)) return value.length === 0 ? null : value.join(', ');
  return String(value);
}

/** Field by field, what the change would make different (ADR 0031); unchanged fields are left out. */
export function listingFieldChanges(before: ListingValues, after: ListingValues, categoryName: (id: string) => string | null): FieldChange[] {
  const changes: FieldChange[] = [];
  for (const field of Object.keys(revisionFieldLabels) as RevisionField[]) {
    const from = displayValue(field, before[field], categoryName);
    const to = displayValue(field, after[field], categoryName);
    // Compared as shown: [] and null, '' and null are the same to a reader.
    if (from === to) continue;
    changes.push({ field, label: revisionFieldLabels[field], before: from, after: to });
  }
  return changes;
}

export const pendingRevisionSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  changes: z.array(fieldChangeSchema),
});
export type PendingRevision = z.infer<typeof pendingRevisionSchema>;

/** GET /api/listings/:id/pending-revision: the seller's (or an admin's) view; `proposed` prefills the edit form. */
export const ownPendingRevisionSchema = z.object({
  revision: pendingRevisionSchema.extend({ proposed: proposedListingSchema }).nullable(),
});
export type OwnPendingRevision = z.infer<typeof ownPendingRevisionSchema>;

/** DELETE /api/listings/:id/pending-revision. */
export const withdrawRevisionResponseSchema = z.object({ message: z.string() });

export const ADMIN_REVISIONS_PAGE_SIZE = 20;
/** GET /api/admin/listing-revisions: pending changes, oldest first (the one waiting longest is reviewed first). */
export const adminRevisionsQuerySchema = z.object({
  cursor: cursorParameter,
  limit: pageLimitParameter({ pageSize: ADMIN_REVISIONS_PAGE_SIZE, max: 100 }),
});
export type AdminRevisionsQuery = z.input<typeof adminRevisionsQuerySchema>;

export const adminRevisionRowSchema = pendingRevisionSchema.extend({
  listing: z.object({ id: z.string(), title: z.string() }),
  seller: z.object({ id: z.string(), fullName: z.string(), email: z.string() }),
});
export type AdminRevisionRow = z.infer<typeof adminRevisionRowSchema>;
export const adminRevisionsPageSchema = keysetPageSchema(adminRevisionRowSchema);
export type AdminRevisionsPage = z.infer<typeof adminRevisionsPageSchema>;

/** PATCH /api/admin/listing-revisions/:id/status: approve, or reject with a reason, as for listings. */
export const decideRevisionSchema = changeListingStatusSchema;
export type DecideRevisionInput = z.input<typeof decideRevisionSchema>;
export { listingRevisionStatuses };
export const decideRevisionResponseSchema = z.object({ id: z.string(), listingId: z.string(), status: z.enum(listingRevisionStatuses) });
export type DecideRevisionResponse = z.infer<typeof decideRevisionResponseSchema>;
