import type { ListingStatus } from '@common/listings.ts';
import { Badge } from '@/components/ui/badge';
import { capitalize } from '@/lib/format';
import { cn } from '@/lib/cn';

// SPEC §2: approved green, rejected red, pending yellow, anything else (draft, sold) grey. The admin console and the
// seller's My Listings show the same badge.
const statusColours: Partial<Record<ListingStatus, string>> = {
  approved: 'bg-green-100 text-green-800',
  rejected: 'bg-red-100 text-red-800',
  pending: 'bg-yellow-100 text-yellow-800',
};

export function ListingStatusBadge({ status }: { status: ListingStatus }) {
  return <Badge className={cn(statusColours[status] ?? 'bg-gray-100 text-gray-800')}>{capitalize(status)}</Badge>;
}
