DROP INDEX "business_listings_search_text_trgm_idx";--> statement-breakpoint
CREATE INDEX "business_listings_search_title_idx" ON "business_listings" USING gin (ts_filter("search_document", '{a}'));--> statement-breakpoint
CREATE INDEX "business_listings_search_title_place_idx" ON "business_listings" USING gin (ts_filter("search_document", '{a,b}'));--> statement-breakpoint
ALTER TABLE "business_listings" DROP COLUMN "search_text";--> statement-breakpoint
-- The planner reads how common each word is in a tier from these indexes' statistics (ADR 0029); creating an
-- index gathers none, and PGlite has no autovacuum to gather them later.
ANALYZE business_listings;
