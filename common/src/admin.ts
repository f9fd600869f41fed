// The admin console's contract (SPEC §2 Admin dashboard, §4 Listing status and User role, §6, §8; issue 10):
// every admin endpoint's query, body and answer. Money is paise; times are ISO strings.
import { z } from 'zod';
import { listingPhotoSchema } from './listing-photos.ts';
import { moderationDecisionFields, requireReasonToReject } from './moderation-decision.ts';
import { listingRecordFields, listingRevisionStatuses, listingStatuses } from './listings.ts';
import { cursorParameter, keysetPageSchema, pageLimitParameter } from './pagination.ts';
import { profileSchema, roles } from './profiles.ts';
import { multiLineText, singleLineText } from './validation.ts';

export const ADMIN_PAGE_SIZE = 25;
export const ADMIN_BULK_MAX = 100;
/** How long the statistics tab may show aggregates computed earlier (said on screen with their time). */
export const ADMIN_STATS_CACHE_SECONDS = 60;
export const ADMIN_STATS_WEEKS = 12;

/** SPEC §2: the gate's texts; the server's 403 for admin endpoints carries the same sentence. */
export const ACCESS_DENIED_TITLE = 'Access Denied';
export const NOT_ADMIN_MESSAGE = "You don't have admin privileges.";
export const REJECTION_REASON_REQUIRED = 'Please give a reason for rejecting this listing';

/** The 409s of the users table (ARCHITECTURE §5): an admin never demotes or deletes themselves there. */
export const OWN_ROLE_MESSAGE = 'You cannot change your own role.';
export const OWN_ACCOUNT_DELETE_MESSAGE = 'You cannot delete your own account here. Use "Delete my account" on your profile.';
export const LAST_ADMIN_MESSAGE = 'The last admin cannot be removed or demoted.';
export const USER_NOT_FOUND_MESSAGE = 'User not found';

/**
 * The seller's in-app notifications about moderation (`type` of a notification); `data` holds listing_id,
 * listing_title and, for a rejection, reason.
 */
export const LISTING_APPROVED_NOTIFICATION = 'listing_approved';
export const LISTING_REJECTED_NOTIFICATION = 'listing_rejected';

const limitParameter = pageLimitParameter({ pageSize: ADMIN_PAGE_SIZE, max: 100 });
/**
 * A search needs this many characters: the trigram indexes that serve "contains" at a million rows cannot narrow
 * down a shorter text, and reading every row for it takes seconds.
 */
export const ADMIN_SEARCH_MIN_LENGTH = 3;
export const ADMIN_SEARCH_TOO_SHORT = `Type at least ${ADMIN_SEARCH_MIN_LENGTH} characters to search`;
/** Search text of the admin tables: trimmed, one line, at least ADMIN_SEARCH_MIN_LENGTH characters; empty means no search. */
const searchParameter = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  singleLineText(200).min(ADMIN_SEARCH_MIN_LENGTH, ADMIN_SEARCH_TOO_SHORT).optional(),
);

// ── Summary cards ────────────────────────────────────────────────────────────────────────────────────────────

/** GET /api/admin/summary: the four cards (SPEC §2). */
export const adminSummarySchema = z.object({
  totalUsers: z.number(),
  totalListings: z.number(),
  pendingReviews: z.number(),
  totalViews: z.number(),
});
export type AdminSummary = z.infer<typeof adminSummarySchema>;

// ── Listings Management ──────────────────────────────────────────────────────────────────────────────────────

/**
 * GET /api/admin/listings: newest first (created_at desc, id desc), keyset-paginated. `status` filters (the
 * console opens on pending); `search` matches the title (contains, case-insensitive) or the seller's e-mail.
 */
export const adminListingsQuerySchema = z.object({
  status: z.enum(listingStatuses, { error: 'Unknown status' }).optional(),
  search: searchParameter,
  cursor: cursorParameter,
  limit: limitParameter,
});
export type AdminListingsQuery = z.input<typeof adminListingsQuerySchema>;

export const adminListingRowSchema = z.object({
  id: z.string(),
  title: z.string(),
  seller: z.object({ id: z.string(), fullName: z.string(), email: z.string() }),
  askingPrice: z.number(),
  status: z.enum(listingStatuses),
  rejectionReason: z.string().nullable(),
  viewsCount: z.number(),
  createdAt: z.string(),
});
export type AdminListingRow = z.infer<typeof adminListingRowSchema>;
export const adminListingsPageSchema = keysetPageSchema(adminListingRowSchema);
export type AdminListingsPage = z.infer<typeof adminListingsPageSchema>;

/** PATCH /api/admin/listings/:id/status. Rejecting needs a reason, shown to the seller. Illegal change → 409. */
export const changeListingStatusSchema = z.object(moderationDecisionFields).superRefine(requireReasonToReject(REJECTION_REASON_REQUIRED));
export type ChangeListingStatusInput = z.input<typeof changeListingStatusSchema>;
export const changeListingStatusResponseSchema = z.object({ id: z.string(), status: z.enum(listingStatuses) });

/** POST /api/admin/listings/status: the same change for each selected row; each row succeeds or fails alone. */
export const bulkListingStatusSchema = z
  .object({
    ids: z.array(z.string().max(100)).min(1, 'Select at least one listing').max(ADMIN_BULK_MAX, `At most ${ADMIN_BULK_MAX} listings at once`),
    ...moderationDecisionFields,
  })
  .superRefine(requireReasonToReject(REJECTION_REASON_REQUIRED));
export type BulkListingStatusInput = z.input<typeof bulkListingStatusSchema>;
export const bulkListingStatusResponseSchema = z.object({
  changed: z.array(changeListingStatusResponseSchema),
  failed: z.array(z.object({ id: z.string(), message: z.string() })),
});
export type BulkListingStatusResponse = z.infer<typeof bulkListingStatusResponseSchema>;

// ── Users Management ─────────────────────────────────────────────────────────────────────────────────────────

/** GET /api/admin/users: newest first, keyset-paginated; `search` matches the name or the e-mail. */
export const adminUsersQuerySchema = z.object({
  role: z.enum(roles, { error: 'Unknown role' }).optional(),
  search: searchParameter,
  cursor: cursorParameter,
  limit: limitParameter,
});
export type AdminUsersQuery = z.input<typeof adminUsersQuerySchema>;

export const adminUserRowSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  email: z.string(),
  role: z.enum(roles),
  verified: z.boolean(),
  createdAt: z.string(),
});
export type AdminUserRow = z.infer<typeof adminUserRowSchema>;
export const adminUsersPageSchema = keysetPageSchema(adminUserRowSchema);
export type AdminUsersPage = z.infer<typeof adminUsersPageSchema>;

/** PATCH /api/admin/users/:id/role. Never one's own role, never the last admin's (409). */
export const changeUserRoleSchema = z.object({ role: z.enum(roles, { error: 'Role is buyer, seller or admin' }) });
/** PATCH /api/admin/users/:id/verified: the Verified Seller badge. */
export const setUserVerifiedSchema = z.object({ verified: z.boolean({ error: 'Verified is true or false' }) });
export const adminUserResponseSchema = adminUserRowSchema;

/** DELETE /api/admin/users/:id and DELETE /api/profile: the toast shows `message` (SPEC §8). */
export const deleteUserResponseSchema = z.object({ message: z.string() });
export const USER_DELETED_MESSAGE = 'User deleted';

// ── Statistics ───────────────────────────────────────────────────────────────────────────────────────────────

export const adminStatsSchema = z.object({
  /** sold (issue 11) is counted apart: neither approved nor waiting. */
  listings: z.object({ approved: z.number(), pending: z.number(), rejected: z.number(), draft: z.number(), sold: z.number(), total: z.number() }),
  /** Approved over all listings, a rounded whole percent; 0 when there are none (SPEC §2). */
  approvalRate: z.number(),
  /** Sum of approved asking prices, paise. */
  totalPlatformValue: z.number(),
  /** totalPlatformValue / approved count, paise, rounded; 0 when none is approved. */
  averageListingPrice: z.number(),
  totalPageViews: z.number(),
  /** totalPageViews / all listings, rounded; 0 when there are none. */
  averageViewsPerListing: z.number(),
  /** The last ADMIN_STATS_WEEKS weeks, oldest first; weekStart is a Monday, YYYY-MM-DD (Asia/Kolkata). */
  weekly: z.array(z.object({ weekStart: z.string(), newListings: z.number(), signUps: z.number() })),
  /** Approved listings per category, most first; listings without a category under "Uncategorised". */
  approvedByCategory: z.array(z.object({ category: z.string(), count: z.number() })),
  /** When these aggregates were computed (they may be up to ADMIN_STATS_CACHE_SECONDS old). */
  computedAt: z.string(),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;

// ── Audit log ────────────────────────────────────────────────────────────────────────────────────────────────

export const auditActions = [
  'listing.approved',
  'listing.rejected',
  // An admin editing or deleting someone else's listing (issue 11).
  'listing.edited',
  'listing.deleted',
  // Changes to an approved listing, reviewed while it stays public (issue 24).
  'listing.changes_approved',
  'listing.changes_rejected',
  // A photo added to a public listing, reviewed on its own (ADR 0042); a rejected one is removed.
  'listing.photo_approved',
  'listing.photo_rejected',
  'user.role_changed',
  'user.verified',
  'user.unverified',
  'user.deleted',
  'report.dismissed',
] as const;
export type AuditAction = (typeof auditActions)[number];

/** GET /api/admin/audit-log: newest first, keyset-paginated, optionally one action. */
export const auditLogQuerySchema = z.object({
  action: z.enum(auditActions, { error: 'Unknown action' }).optional(),
  cursor: cursorParameter,
  limit: limitParameter,
});
export type AuditLogQuery = z.input<typeof auditLogQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  /** Null when the admin's account has since been deleted. */
  actor: z.object({ id: z.string(), fullName: z.string(), email: z.string() }).nullable(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  /** What the target was called when the action happened (a listing's title, a user's e-mail). */
  targetLabel: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditLogPageSchema = keysetPageSchema(auditEntrySchema);

// ── Reports ──────────────────────────────────────────────────────────────────────────────────────────────────

export const reportReasons = ['misleading', 'fraud', 'duplicate', 'other'] as const;
export type ReportReason = (typeof reportReasons)[number];
export const reportReasonLabels: Record<ReportReason, string> = {
  misleading: 'Misleading information',
  fraud: 'Fraud or scam',
  duplicate: 'Duplicate listing',
  other: 'Other',
};
export const REPORT_DETAILS_REQUIRED = 'Please describe the problem';
export const DUPLICATE_REPORT_MESSAGE = 'You have already reported this listing.';
export const OWN_LISTING_REPORT_MESSAGE = 'You cannot report your own listing.';
export const REPORT_NOT_FOUND_MESSAGE = 'Report not found';
/** 409 when a report was dismissed or actioned already (by another admin, or by rejecting its listing). */
export const REPORT_ALREADY_CLOSED_MESSAGE = 'This report has already been handled.';

/** POST /api/listings/:id/reports: any signed-in user, once per listing (409 after). Details required for "other". */
export const createReportSchema = z
  .object({
    reason: z.enum(reportReasons, { error: 'Choose a reason' }),
    details: multiLineText(1000).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.reason === 'other' && !value.details) ctx.addIssue({ code: 'custom', path: ['details'], message: REPORT_DETAILS_REQUIRED });
  });
export type CreateReportInput = z.input<typeof createReportSchema>;
export const createReportResponseSchema = z.object({ id: z.string() });

/** GET /api/admin/reports: open reports, oldest first (the queue), keyset-paginated. */
export const adminReportsQuerySchema = z.object({ cursor: cursorParameter, limit: limitParameter });
export const adminReportRowSchema = z.object({
  id: z.string(),
  listing: z.object({ id: z.string(), title: z.string(), status: z.enum(listingStatuses) }),
  reporter: z.object({ id: z.string(), fullName: z.string(), email: z.string() }),
  reason: z.enum(reportReasons),
  details: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminReportRow = z.infer<typeof adminReportRowSchema>;
export const adminReportsPageSchema = keysetPageSchema(adminReportRowSchema);

/**
 * POST /api/admin/reports/:id/dismiss closes the report; POST /api/admin/reports/:id/reject-listing rejects its
 * listing with the reason (as the status change does) and closes every open report of that listing.
 */
export const rejectReportedListingSchema = z.object({ reason: multiLineText(1000, { required: REJECTION_REASON_REQUIRED }) });
export const reportActionResponseSchema = z.object({ id: z.string(), status: z.enum(['dismissed', 'actioned']) });

// ── Each user's own data (India's DPDP Act: access and erasure) ─────────────────────────────────────────────

/**
 * GET /api/profile/export: everything stored about the signed-in user, as a JSON attachment. Sections hold the
 * user's own rows (and, for inquiries, the messages of conversations they are part of); nothing of anyone else's
 * beyond a counterpart's name.
 */
export const MY_DATA_FILE_NAME = 'bizbazaar-my-data.json';

const listingReference = z.object({ id: z.string(), title: z.string() });

/** The body of that file. Sessions are listed without their tokens; passwords are never part of it. */
export const myDataSchema = z.object({
  exportedAt: z.string(),
  profile: profileSchema,
  sessions: z.array(z.object({ createdAt: z.string(), expiresAt: z.string(), ipAddress: z.string().nullable(), userAgent: z.string().nullable() })),
  listings: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      description: z.string(),
      category: z.string().nullable(),
      status: z.enum(listingStatuses),
      rejectionReason: z.string().nullable(),
      askingPrice: z.number(),
      revenue: z.number().nullable(),
      location: z.string(),
      businessType: z.string().nullable(),
      ...listingRecordFields,
      featuredImageUrl: z.string().nullable(),
      /** Its photos, every one (issue 25), with addresses its seller can open. */
      photos: z.array(listingPhotoSchema),
      viewsCount: z.number(),
      createdAt: z.string(),
      updatedAt: z.string(),
      approvedAt: z.string().nullable(),
    }),
  ),
  favorites: z.array(z.object({ listing: listingReference, createdAt: z.string() })),
  /** The changes the user proposed to approved listings (ADR 0031), waiting for review or decided: the values as proposed. */
  listingChanges: z.array(
    z.object({
      id: z.string(),
      listing: listingReference,
      status: z.enum(listingRevisionStatuses),
      proposed: z.record(z.string(), z.unknown()),
      rejectionReason: z.string().nullable(),
      createdAt: z.string(),
      decidedAt: z.string().nullable(),
    }),
  ),
  /** Both sides: the user's role in each; of the other person, only their name. */
  inquiries: z.array(
    z.object({
      id: z.string(),
      role: z.enum(['buyer', 'seller']),
      // id null once the listing went with its seller's erased account (ADR 0033).
      listing: listingReference.extend({ id: z.string().nullable() }),
      counterpart: z.object({ fullName: z.string() }),
      status: z.string(),
      sellerResponded: z.boolean(),
      createdAt: z.string(),
      closedAt: z.string().nullable(),
      messages: z.array(z.object({ id: z.string(), sentBy: z.enum(['me', 'counterpart']), message: z.string(), createdAt: z.string() })),
    }),
  ),
  notifications: z.array(
    z.object({
      id: z.string(),
      type: z.string(),
      title: z.string(),
      message: z.string(),
      data: z.record(z.string(), z.unknown()),
      readAt: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
  savedSearches: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      filters: z.record(z.string(), z.unknown()),
      alertsEnabled: z.boolean(),
      lastAlertedAt: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
  reports: z.array(
    z.object({
      id: z.string(),
      listing: listingReference,
      reason: z.enum(reportReasons),
      details: z.string().nullable(),
      status: z.enum(['open', 'dismissed', 'actioned']),
      createdAt: z.string(),
    }),
  ),
});
export type MyData = z.infer<typeof myDataSchema>;

/** DELETE /api/profile: the same erasure as the admin's delete, after the password is entered again. */
export const deleteOwnAccountSchema = z.object({ password: z.string().min(1, 'Enter your password').max(200) });
export type DeleteOwnAccountInput = z.input<typeof deleteOwnAccountSchema>;
export const WRONG_PASSWORD_MESSAGE = 'Incorrect password';
