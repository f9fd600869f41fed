// Rows of the admin tables as the contract (common/src/admin.ts) shapes them; no column leaks that it does not name.
import type { AdminListingRow, AdminUserRow, AuditEntry } from '@common/admin.ts';
import type { ListingStatus } from '@common/listings.ts';
import type { Role } from '@common/profiles.ts';

export function presentAdminListing(row: {
  id: string;
  title: string;
  askingPrice: number;
  status: ListingStatus;
  rejectionReason: string | null;
  viewsCount: number;
  createdAt: Date;
  seller: { id: string; fullName: string; email: string };
}): AdminListingRow {
  return {
    id: row.id,
    title: row.title,
    seller: { id: row.seller.id, fullName: row.seller.fullName, email: row.seller.email },
    askingPrice: row.askingPrice,
    status: row.status,
    rejectionReason: row.rejectionReason,
    viewsCount: row.viewsCount,
    createdAt: row.createdAt.toISOString(),
  };
}

export function presentAdminUser(row: { id: string; fullName: string; email: string; role: Role; verified: boolean; createdAt: Date }): AdminUserRow {
  return { id: row.id, fullName: row.fullName, email: row.email, role: row.role, verified: row.verified, createdAt: row.createdAt.toISOString() };
}

export function presentAuditEntry(row: {
  id: string;
  at: Date;
  action: string;
  targetType: string;
  targetId: string;
  details: Record<string, unknown>;
  actor: { id: string; fullName: string; email: string } | null;
}): AuditEntry {
  // writeAudit files the target's name under details.label; the contract names it targetLabel.
  const { label, ...details } = row.details;
  return {
    id: row.id,
    at: row.at.toISOString(),
    actor: row.actor,
    action: row.action,
    targetType: row.targetType,
    targetId: row.targetId,
    targetLabel: typeof label === 'string' ? label : null,
    details,
  };
}
