// Home's live figures (issue 25; ADR 0037), apart from the listing schemas: the home page imports this schema with
// its request, and it should bring zod alone, not every listing schema with it.
import { z } from 'zod';

/** GET /api/site-figures: the home page's live claims. */
export const siteFiguresSchema = z.object({
  approvedListings: z.number(),
  registeredUsers: z.number(),
});
export type SiteFigures = z.infer<typeof siteFiguresSchema>;
