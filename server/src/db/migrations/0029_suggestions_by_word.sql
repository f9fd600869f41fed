DROP INDEX "search_suggestions_folded_idx";--> statement-breakpoint
CREATE INDEX "search_suggestions_words_idx" ON "search_suggestions" USING gin (to_tsvector('simple', "folded"));