// The view counter's answer, apart from the listing schemas in listings.ts (which re-exports it): the listing page
// records its view right after it hydrates, and this module alone does not build every listing schema then
// (ADR 0018).
import { z } from 'zod';

/** POST /api/listings/:id/views: whether this visit counted (ARCHITECTURE §7: once per viewer every 30 minutes). */
export const recordViewResponseSchema = z.object({ isCounted: z.boolean() });
