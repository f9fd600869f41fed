ALTER TABLE "business_listings" DROP CONSTRAINT "business_listings_status_check";--> statement-breakpoint
DROP INDEX "business_listings_seller_id_idx";--> statement-breakpoint
CREATE INDEX "business_listings_seller_created_idx" ON "business_listings" USING btree ("seller_id","created_at","id");--> statement-breakpoint
ALTER TABLE "business_listings" ADD CONSTRAINT "business_listings_status_check" CHECK ("business_listings"."status" in ('draft', 'pending', 'approved', 'rejected', 'sold'));