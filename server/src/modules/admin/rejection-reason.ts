// The reason of an admin's decision on a listing, a change to it or a photo (common/src/moderation-decision.ts).
import { validationFailed } from '../../http/errors.ts';

/**
 * The trimmed reason of a rejection, undefined for an approval. The shared schema already refuses a rejection
 * without one; this holds for any caller that did not come through it.
 */
export function rejectionReasonOf(decision: { status: 'approved' | 'rejected'; reason?: string | undefined }, reasonRequired: string): string | undefined {
  if (decision.status !== 'rejected') return undefined;
  const reason = decision.reason?.trim();
  if (!reason) throw validationFailed({ reason: reasonRequired });
  return reason;
}
