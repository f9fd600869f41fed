// "Download my data" (issue 10; India's DPDP Act, the right of access): everything stored about the signed-in
// user, as common/src/admin.ts's myDataSchema shapes it. The user's own rows, and in conversations they take part
// in, the messages of both sides; of the other person only their name. Secrets (session tokens, the password
// hash) are never part of it.
import { asc, eq, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { MyData } from '@common/admin.ts';
import { DELETED_USER_NAME } from '@common/inquiries.ts';
import type { Database } from '../../db/client.ts';
import {
  businessListings,
  categories,
  favorites,
  inquiries,
  inquiryMessages,
  listingPhotos,
  listingReports,
  listingRevisions,
  notifications,
  profiles,
  savedSearches,
  sessions,
} from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { presentProfile } from './profiles.presenter.ts';
import { isAwaitingReview, presentPhoto } from '../listing-photos/listing-photos.presenter.ts';

const iso = (date: Date) => date.toISOString();
const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null);

const buyers = alias(profiles, 'buyer');
const sellers = alias(profiles, 'seller');

async function exportListings(db: Database, userId: string): Promise<MyData['listings']> {
  const rows = await db
    .select({ listing: businessListings, categoryName: categories.name })
    .from(businessListings)
    .leftJoin(categories, eq(categories.id, businessListings.categoryId))
    .where(eq(businessListings.sellerId, userId))
    .orderBy(asc(businessListings.createdAt), asc(businessListings.id));
  const photos = await db
    .select({ photo: listingPhotos })
    .from(listingPhotos)
    .innerJoin(businessListings, eq(businessListings.id, listingPhotos.listingId))
    .where(eq(businessListings.sellerId, userId))
    .orderBy(asc(listingPhotos.position));
  const photosOf = (listing: typeof businessListings.$inferSelect) =>
    photos.filter(({ photo }) => photo.listingId === listing.id).map(({ photo }) => presentPhoto(photo, { urls: 'checked', isAwaitingReview: isAwaitingReview(photo, listing) }));
  return rows.map(({ listing, categoryName }) => ({
    id: listing.id,
    title: listing.title,
    description: listing.description,
    category: categoryName,
    status: listing.status,
    rejectionReason: listing.rejectionReason,
    askingPrice: listing.askingPrice,
    revenue: listing.revenue,
    profit: listing.profit,
    establishedYear: listing.establishedYear,
    employeesCount: listing.employeesCount,
    location: listing.location,
    businessType: listing.businessType,
    reasonForSelling: listing.reasonForSelling,
    assetsIncluded: listing.assetsIncluded,
    liabilities: listing.liabilities,
    contactEmail: listing.contactEmail,
    contactPhone: listing.contactPhone,
    websiteUrl: listing.websiteUrl,
    featuredImageUrl: listing.featuredImageUrl,
    photos: photosOf(listing),
    viewsCount: listing.viewsCount,
    createdAt: iso(listing.createdAt),
    updatedAt: iso(listing.updatedAt),
    approvedAt: isoOrNull(listing.approvedAt),
  }));
}

async function exportInquiries(db: Database, userId: string): Promise<MyData['inquiries']> {
  const isParticipant = or(eq(inquiries.buyerId, userId), eq(inquiries.sellerId, userId));
  const rows = await db
    .select({
      inquiry: inquiries,
      listingTitle: sql<string>`coalesce(${businessListings.title}, ${inquiries.listingTitle}, '')`,
      buyerName: buyers.fullName,
      sellerName: sellers.fullName,
    })
    .from(inquiries)
    // The other side may have erased their account, and the listing gone with its seller (ADR 0033).
    .leftJoin(businessListings, eq(businessListings.id, inquiries.listingId))
    .leftJoin(buyers, eq(buyers.id, inquiries.buyerId))
    .leftJoin(sellers, eq(sellers.id, inquiries.sellerId))
    .where(isParticipant)
    .orderBy(asc(inquiries.createdAt), asc(inquiries.id));
  const messages = await db
    .select({ id: inquiryMessages.id, inquiryId: inquiryMessages.inquiryId, senderId: inquiryMessages.senderId, message: inquiryMessages.message, createdAt: inquiryMessages.createdAt })
    .from(inquiryMessages)
    .innerJoin(inquiries, eq(inquiries.id, inquiryMessages.inquiryId))
    .where(isParticipant)
    .orderBy(asc(inquiryMessages.createdAt), asc(inquiryMessages.id));
  const threads = new Map<string, MyData['inquiries'][number]['messages']>();
  for (const message of messages) {
    const thread = threads.get(message.inquiryId) ?? [];
    thread.push({ id: message.id, sentBy: message.senderId === userId ? 'me' : 'counterpart', message: message.message, createdAt: iso(message.createdAt) });
    threads.set(message.inquiryId, thread);
  }
  return rows.map(({ inquiry, listingTitle, buyerName, sellerName }) => {
    const isBuyer = inquiry.buyerId === userId;
    return {
      id: inquiry.id,
      role: isBuyer ? 'buyer' : 'seller',
      listing: { id: inquiry.listingId, title: listingTitle },
      counterpart: { fullName: (isBuyer ? sellerName : buyerName) ?? DELETED_USER_NAME },
      status: inquiry.status,
      sellerResponded: inquiry.sellerResponded,
      createdAt: iso(inquiry.createdAt),
      closedAt: isoOrNull(inquiry.closedAt),
      messages: threads.get(inquiry.id) ?? [],
    };
  });
}

/** The changes the user proposed (listing_revisions_proposed_by_idx), with the listing's title as it is now. */
async function exportListingChanges(db: Database, userId: string): Promise<MyData['listingChanges']> {
  const rows = await db
    .select({ revision: listingRevisions, listingTitle: businessListings.title })
    .from(listingRevisions)
    .innerJoin(businessListings, eq(businessListings.id, listingRevisions.listingId))
    .where(eq(listingRevisions.proposedBy, userId))
    .orderBy(asc(listingRevisions.createdAt), asc(listingRevisions.id));
  return rows.map(({ revision, listingTitle }) => ({
    id: revision.id,
    listing: { id: revision.listingId, title: listingTitle },
    status: revision.status,
    proposed: revision.proposed,
    rejectionReason: revision.rejectionReason,
    createdAt: iso(revision.createdAt),
    decidedAt: isoOrNull(revision.decidedAt),
  }));
}

export async function exportMyData(db: Database, userId: string): Promise<MyData> {
  const [profile] = await db.select().from(profiles).where(eq(profiles.id, userId));
  if (!profile) throw notFound('No user found');
  const [sessionRows, listings, listingChanges, favoriteRows, inquiryItems, notificationRows, savedSearchRows, reportRows] = await Promise.all([
    db.select().from(sessions).where(eq(sessions.userId, userId)).orderBy(asc(sessions.createdAt)),
    exportListings(db, userId),
    exportListingChanges(db, userId),
    db
      .select({ createdAt: favorites.createdAt, listingId: businessListings.id, listingTitle: businessListings.title })
      .from(favorites)
      .innerJoin(businessListings, eq(businessListings.id, favorites.listingId))
      .where(eq(favorites.userId, userId))
      .orderBy(asc(favorites.createdAt)),
    exportInquiries(db, userId),
    db.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(asc(notifications.createdAt), asc(notifications.id)),
    db.select().from(savedSearches).where(eq(savedSearches.userId, userId)).orderBy(asc(savedSearches.createdAt)),
    db
      .select({ report: listingReports, listingTitle: businessListings.title })
      .from(listingReports)
      .innerJoin(businessListings, eq(businessListings.id, listingReports.listingId))
      .where(eq(listingReports.reporterId, userId))
      .orderBy(asc(listingReports.createdAt)),
  ]);
  return {
    exportedAt: new Date().toISOString(),
    profile: presentProfile(profile),
    sessions: sessionRows.map((row) => ({ createdAt: iso(row.createdAt), expiresAt: iso(row.expiresAt), ipAddress: row.ipAddress, userAgent: row.userAgent })),
    listings,
    listingChanges,
    favorites: favoriteRows.map((row) => ({ listing: { id: row.listingId, title: row.listingTitle }, createdAt: iso(row.createdAt) })),
    inquiries: inquiryItems,
    notifications: notificationRows.map((row) => ({
      id: row.id,
      type: row.type,
      title: row.title,
      message: row.message,
      data: row.data,
      readAt: isoOrNull(row.readAt),
      createdAt: iso(row.createdAt),
    })),
    savedSearches: savedSearchRows.map((row) => ({
      id: row.id,
      name: row.name,
      filters: row.filters,
      alertsEnabled: row.alertsEnabled,
      lastAlertedAt: isoOrNull(row.lastAlertedAt),
      createdAt: iso(row.createdAt),
    })),
    reports: reportRows.map(({ report, listingTitle }) => ({
      id: report.id,
      listing: { id: report.listingId, title: listingTitle },
      reason: report.reason,
      details: report.details,
      status: report.status,
      createdAt: iso(report.createdAt),
    })),
  };
}
