ALTER TABLE "business_listings" ADD COLUMN "sold_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "business_listings" ADD COLUMN "withdrawn_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "listing_update_emails_enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
-- Listings sold before this migration: their last change was the sale.
UPDATE "business_listings" SET "sold_at" = "updated_at" WHERE "status" = 'sold' AND "sold_at" IS NULL;
--> statement-breakpoint
-- The public now also sees a sold listing's page and a withdrawn one's "No longer available" (ADR 0032), so a
-- change to either, or a deletion of either, starts cached public pages afresh like a change to an approved one
-- (migration 0021, ADR 0026).
CREATE OR REPLACE FUNCTION realtime_public_listings_added_or_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM changed_listings WHERE status IN ('approved', 'sold') OR withdrawn_at IS NOT NULL) THEN
    PERFORM pg_notify('bizbazaar_realtime', '{"kind":"public-listings-changed"}');
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER business_listings_changed_notice ON business_listings;
--> statement-breakpoint
CREATE TRIGGER business_listings_changed_notice AFTER UPDATE ON business_listings FOR EACH ROW
  WHEN ((OLD.status IN ('approved', 'sold') OR NEW.status IN ('approved', 'sold') OR OLD.withdrawn_at IS NOT NULL
      OR NEW.withdrawn_at IS NOT NULL)
    AND OLD.views_count IS NOT DISTINCT FROM NEW.views_count)
  EXECUTE FUNCTION realtime_public_listings_changed();
