import type { InquiryStatus } from '@common/inquiries.ts';
import { Badge } from '@/components/ui/badge';

/** SPEC §4: pending shows no badge; responded and closed do. */
export function InquiryStatusBadge({ status }: { status: InquiryStatus }) {
  if (status === 'responded') return <Badge variant="success">Responded</Badge>;
  if (status === 'closed') return <Badge variant="outline">Closed</Badge>;
  return null;
}
