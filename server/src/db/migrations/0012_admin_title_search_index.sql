CREATE INDEX "business_listings_title_trgm_idx" ON "business_listings" USING gin (lower("title") gin_trgm_ops);--> statement-breakpoint
-- The planner estimates how many titles a search term matches from this expression's statistics, and chooses
-- between walking the date index and sorting every match by that estimate (as for search_text in 0006).
ALTER INDEX "business_listings_title_trgm_idx" ALTER COLUMN 1 SET STATISTICS 500;
