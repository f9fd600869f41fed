import type { ListingStatus } from '@common/listings.ts';
import { Badge } from '@/components/ui/badge';
import { capitalize } from '@/lib/format';

// SPEC §2: approved green, rejected red, pending yellow, anything else (draft, sold, withdrawn) grey: the status
// colours of index.css (ADR 0039). The admin console and the seller's My Listings show the same badge.
const statusVariants: Partial<Record<ListingStatus, 'success' | 'danger' | 'warning'>> = {
  approved: 'success',
  rejected: 'danger',
  pending: 'warning',
};

export function ListingStatusBadge({ status }: { status: ListingStatus }) {
  return <Badge variant={statusVariants[status] ?? 'neutral'}>{capitalize(status)}</Badge>;
}
