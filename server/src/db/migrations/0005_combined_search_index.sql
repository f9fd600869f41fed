DROP INDEX "business_listings_title_trgm_idx";--> statement-breakpoint
DROP INDEX "business_listings_description_trgm_idx";--> statement-breakpoint
CREATE INDEX "business_listings_search_trgm_idx" ON "business_listings" USING gin (("title" || ' ' || "description") gin_trgm_ops);