// An admin's decision on what a seller submitted (a listing, a change to it, a photo): approve, or reject with a
// reason the seller is shown. One shape for every such decision, each with its own "give a reason" message.
import { z } from 'zod';
import { multiLineText } from './validation.ts';

/** `status` and `reason`, to spread into a decision's schema. */
export const moderationDecisionFields = {
  status: z.enum(['approved', 'rejected'], { error: 'Status is approved or rejected' }),
  reason: multiLineText(1000).optional(),
};

/** The refinement of a decision: rejecting without a reason fails on `reason` with `reasonRequired`. */
export function requireReasonToReject(reasonRequired: string) {
  return (value: { status: 'approved' | 'rejected'; reason?: string | undefined }, ctx: z.RefinementCtx) => {
    if (value.status === 'rejected' && !value.reason) ctx.addIssue({ code: 'custom', path: ['reason'], message: reasonRequired });
  };
}
