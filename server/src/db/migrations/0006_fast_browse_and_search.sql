DROP INDEX "business_listings_search_trgm_idx";--> statement-breakpoint
DROP INDEX "business_listings_approved_created_idx";--> statement-breakpoint
DROP INDEX "business_listings_approved_price_idx";--> statement-breakpoint
DROP INDEX "business_listings_approved_views_idx";--> statement-breakpoint
DROP INDEX "business_listings_approved_title_idx";--> statement-breakpoint
DROP INDEX "business_listings_approved_category_idx";--> statement-breakpoint
ALTER TABLE "business_listings" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower("business_listings"."title" || ' ' || "business_listings"."description")) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "business_listings_search_text_trgm_idx" ON "business_listings" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "business_listings_approved_created_idx" ON "business_listings" USING btree ("created_at","id","category_id","asking_price","location") WHERE "business_listings"."status" = 'approved';--> statement-breakpoint
CREATE INDEX "business_listings_approved_price_idx" ON "business_listings" USING btree ("asking_price","id","category_id","location") WHERE "business_listings"."status" = 'approved';--> statement-breakpoint
CREATE INDEX "business_listings_approved_views_idx" ON "business_listings" USING btree ("views_count","id","category_id","asking_price","location") WHERE "business_listings"."status" = 'approved';--> statement-breakpoint
CREATE INDEX "business_listings_approved_title_idx" ON "business_listings" USING btree ("title","id","category_id","asking_price","location") WHERE "business_listings"."status" = 'approved';--> statement-breakpoint
CREATE INDEX "business_listings_approved_category_idx" ON "business_listings" USING btree ("category_id","created_at","id","asking_price","location") WHERE "business_listings"."status" = 'approved';--> statement-breakpoint
-- The planner estimates how many listings a search term matches from this column's histogram, and chooses
-- between walking the sort index and sorting every match by that estimate. The default 100 buckets often
-- miss a term that 3 % of a million listings contain (docs/performance.md).
ALTER TABLE "business_listings" ALTER COLUMN "search_text" SET STATISTICS 500;
