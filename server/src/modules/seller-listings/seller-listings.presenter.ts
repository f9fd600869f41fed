// Rows of a seller's listings as the contract of common/seller-listings.ts names them.
import type { EditableListing, MyListing } from '@common/seller-listings.ts';
import type { ListingRow } from './managed-listing.ts';

/** A listing's own values, as a form and a pending change name them (ADR 0031). */
export function valuesOfListing(listing: ListingRow) {
  return {
    title: listing.title,
    categoryId: listing.categoryId,
    description: listing.description,
    businessType: listing.businessType,
    location: listing.location,
    askingPrice: listing.askingPrice,
    revenue: listing.revenue,
    profit: listing.profit,
    establishedYear: listing.establishedYear,
    employeesCount: listing.employeesCount,
    reasonForSelling: listing.reasonForSelling,
    assetsIncluded: listing.assetsIncluded,
    liabilities: listing.liabilities,
    contactEmail: listing.contactEmail,
    contactPhone: listing.contactPhone,
    websiteUrl: listing.websiteUrl,
  };
}

export function presentEditableListing(listing: ListingRow): EditableListing {
  return {
    id: listing.id,
    status: listing.status,
    rejectionReason: listing.status === 'rejected' ? listing.rejectionReason : null,
    ...valuesOfListing(listing),
  };
}

export interface MyListingRow {
  id: string;
  title: string;
  askingPrice: number;
  viewsCount: number;
  createdAt: Date;
  status: MyListing['status'];
  rejectionReason: string | null;
  soldAt: Date | null;
  hasPendingChanges: boolean;
  category: { id: string; name: string; slug: string } | null;
}

export function presentMyListing(row: MyListingRow): MyListing {
  return {
    id: row.id,
    title: row.title,
    askingPrice: row.askingPrice,
    category: row.category,
    viewsCount: row.viewsCount,
    createdAt: row.createdAt.toISOString(),
    status: row.status,
    rejectionReason: row.status === 'rejected' ? row.rejectionReason : null,
    soldAt: row.status === 'sold' ? (row.soldAt?.toISOString() ?? null) : null,
    hasPendingChanges: row.hasPendingChanges,
  };
}
