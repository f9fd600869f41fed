// Search suggestions (issue 24, ADR 0029): what the hero and browse search boxes offer as one types.
import { z } from 'zod';
import { singleLineText } from './validation.ts';

export const SEARCH_SUGGESTIONS_LIMIT = 8;
export const searchSuggestionKinds = ['category', 'city', 'businessType'] as const;
export type SearchSuggestionKind = (typeof searchSuggestionKinds)[number];

/** GET /api/search/suggestions?q=…: the text typed so far; blank asks for nothing. */
export const searchSuggestionsQuerySchema = z.object({
  q: singleLineText(100, { tooLong: 'Search is too long' }).default(''),
});

export const searchSuggestionSchema = z.object({
  kind: z.enum(searchSuggestionKinds),
  value: z.string(),
  /** Approved listings it would find. */
  listingCount: z.number(),
});
export type SearchSuggestion = z.infer<typeof searchSuggestionSchema>;

export const searchSuggestionsResponseSchema = z.object({ items: z.array(searchSuggestionSchema) });
export type SearchSuggestionsResponse = z.infer<typeof searchSuggestionsResponseSchema>;
