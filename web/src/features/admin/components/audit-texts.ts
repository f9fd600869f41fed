import type { AuditAction } from '@common/admin.ts';

export const auditActionLabels: Record<AuditAction, string> = {
  'listing.approved': 'Listing approved',
  'listing.rejected': 'Listing rejected',
  'listing.edited': 'Listing edited',
  'listing.deleted': 'Listing deleted',
  'listing.changes_approved': 'Listing changes approved',
  'listing.changes_rejected': 'Listing changes rejected',
  'listing.photo_approved': 'Listing photo approved',
  'listing.photo_rejected': 'Listing photo rejected',
  'user.role_changed': 'Role changed',
  'user.verified': 'Verified Seller badge granted',
  'user.unverified': 'Verified Seller badge removed',
  'user.deleted': 'User deleted',
  'report.dismissed': 'Report dismissed',
};

/** The label of a known action; an action added later shows as stored. */
export function auditActionLabel(action: string): string {
  return action in auditActionLabels ? auditActionLabels[action as AuditAction] : action;
}

function asText(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** "pending → rejected · Reason: …", then any other detail as "name: value"; empty values left out. */
export function describeAuditDetails(details: Record<string, unknown>): string {
  const { from, to, reason, ...rest } = details;
  const parts: string[] = [];
  if (from != null && to != null) parts.push(`${asText(from)} → ${asText(to)}`);
  if (reason != null && reason !== '') parts.push(`Reason: ${asText(reason)}`);
  for (const [name, value] of Object.entries(rest)) {
    if (value != null && value !== '') parts.push(`${name}: ${asText(value)}`);
  }
  return parts.join(' · ');
}
