// One error shape for every API answer that is not a success (ARCHITECTURE §4).
import { z } from 'zod';

export const errorCodes = [
  'VALIDATION_FAILED',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  // A write whose Content-Type the route does not take (only JSON, or multipart for an upload).
  'UNSUPPORTED_MEDIA_TYPE',
  // A write that reaches another person, from an account whose e-mail address is not confirmed yet.
  'EMAIL_NOT_CONFIRMED',
  // Inquiring about or favouriting a listing that was sold or withdrawn while public: its page stays (ADR 0032),
  // so "not found" would be untrue; a 409, as for any move the listing's state no longer allows.
  'LISTING_NO_LONGER_AVAILABLE',
  'RATE_LIMITED',
  'SERVICE_UNAVAILABLE',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

export const apiErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
    requestId: z.string().optional(),
  }),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;
