// Sellers manage their own listings (issue 11; ARCHITECTURE §7): My Listings, edit, withdraw, publish again, mark
// as sold, delete. The moves live here so the actions menu offers exactly what the server allows.
import { z } from 'zod';
import { categoryRefSchema, createListingSchema, listingRecordFields, listingStatuses, type ListingStatus } from './listings.ts';
import { cursorParameter, keysetPageSchema, pageLimitParameter } from './pagination.ts';

export const MY_LISTINGS_PAGE_SIZE = 20;

/** The statuses an owner moves a listing to directly; rejected → pending happens by editing (resubmission). */
export const ownerStatuses = ['draft', 'pending', 'sold'] as const;
export type OwnerStatus = (typeof ownerStatuses)[number];

/**
 * ARCHITECTURE §7: withdraw (approved or pending → draft: no longer public), publish again (draft → pending: back
 * to review), mark as sold (approved → sold: no longer public, kept for the records). Admins' moves are
 * allowedStatusChanges in listings.ts.
 */
export const ownerStatusChanges: Record<ListingStatus, readonly OwnerStatus[]> = {
  draft: ['pending'],
  pending: ['draft'],
  approved: ['draft', 'sold'],
  rejected: [],
  // Reopen (ADR 0032): back to review, within SOLD_REOPEN_DAYS of the sale (checked by the server and the menu).
  sold: ['pending'],
};

/**
 * What editing does to the status: a rejected listing goes back to review; drafts stay drafts. An approved one
 * stays approved, its edit waiting for review as a pending change (issue 24, ADR 0031; listing-revisions.ts).
 */
export function statusAfterEdit(status: ListingStatus): ListingStatus {
  return status === 'rejected' ? 'pending' : status;
}

export const SOLD_LISTING_EDIT_MESSAGE = 'A sold listing cannot be edited.';
export const NOT_YOUR_LISTING_MESSAGE = 'Only the seller of this listing can change it.';

const statusWords: Record<OwnerStatus, string> = { draft: 'withdrawn', pending: 'published again', sold: 'marked as sold' };

/** The 409's sentence for a move the listing's status does not allow. */
export function illegalOwnerStatusChangeMessage(from: ListingStatus, to: OwnerStatus): string {
  if (from === to) return `This listing is already ${to === 'draft' ? 'a draft' : to}.`;
  if (from === 'rejected' && to === 'pending') return 'Edit a rejected listing to resubmit it for review.';
  return `A${from === 'approved' ? 'n' : ''} ${from} listing cannot be ${statusWords[to]}.`;
}

/** PATCH /api/listings/:id/status (the owner only). */
export const changeOwnListingStatusSchema = z.object({
  status: z.enum(ownerStatuses, { error: 'Status is draft, pending or sold' }),
});
export type ChangeOwnListingStatusInput = z.input<typeof changeOwnListingStatusSchema>;

/** PUT /api/listings/:id and PATCH /api/listings/:id/status answer the listing's new status. */
export const listingStatusResponseSchema = z.object({
  id: z.string(),
  status: z.enum(listingStatuses),
  /** PUT on an approved listing: true, the edit waits for review while the approved version stays public. */
  hasPendingChanges: z.boolean().optional(),
});
export type ListingStatusResponse = z.infer<typeof listingStatusResponseSchema>;

/** PUT /api/listings/:id: the create form's schema, the same rules. */
export const updateListingSchema = createListingSchema;

/** GET /api/listings/:id/editable: the stored values the edit form starts from (money in paise). */
export const editableListingSchema = z.object({
  id: z.string(),
  status: z.enum(listingStatuses),
  rejectionReason: z.string().nullable(),
  title: z.string(),
  categoryId: z.string().nullable(),
  description: z.string(),
  businessType: z.string().nullable(),
  location: z.string(),
  askingPrice: z.number(),
  revenue: z.number().nullable(),
  ...listingRecordFields,
});
export type EditableListing = z.infer<typeof editableListingSchema>;

/** DELETE /api/listings/:id. */
export const deleteListingResponseSchema = z.object({ message: z.string() });
export const LISTING_DELETED_MESSAGE = 'Listing deleted';

/** The notification a buyer gets when a listing they asked about is deleted (it points at no conversation). */
export const LISTING_REMOVED_NOTIFICATION = 'listing_removed';

/** GET /api/me/listings: the viewer's own listings, every status, newest first, keyset-paginated. */
export const myListingsQuerySchema = z.object({
  cursor: cursorParameter,
  limit: pageLimitParameter({ pageSize: MY_LISTINGS_PAGE_SIZE, max: 50 }),
});

export const myListingSchema = z.object({
  id: z.string(),
  title: z.string(),
  askingPrice: z.number(),
  category: categoryRefSchema.nullable(),
  viewsCount: z.number(),
  createdAt: z.string(),
  status: z.enum(listingStatuses),
  /** Why an admin rejected it; null unless rejected. */
  rejectionReason: z.string().nullable(),
  /** When it was marked sold (reopening is offered for SOLD_REOPEN_DAYS); null unless sold. */
  soldAt: z.string().nullable(),
  /** An edit of the approved listing waits for review ("Changes waiting for review", issue 24). */
  hasPendingChanges: z.boolean(),
});
export type MyListing = z.infer<typeof myListingSchema>;

export const myListingsPageSchema = keysetPageSchema(myListingSchema);
export type MyListingsPage = z.infer<typeof myListingsPageSchema>;
