ALTER TABLE "profiles" ADD COLUMN "verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "reply_median_seconds" integer;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "replied_inquiries_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Sellers verified before the date was recorded: the last change of their profile is the best date there is
-- (no earlier than the badge; ADR 0037).
UPDATE "profiles" SET "verified_at" = "updated_at" WHERE "verified" AND "verified_at" IS NULL;
--> statement-breakpoint
-- Every seller with a replied inquiry gets their reply time computed by the same job that keeps it fresh
-- (trust/reply-time.ts), rather than by a second definition here.
INSERT INTO "jobs" ("kind", "payload", "dedupe_key")
  SELECT 'seller-reply-time', jsonb_build_object('sellerId', "seller_id"), 'seller-reply-time:' || "seller_id"
  FROM "inquiries" WHERE "seller_responded" AND "seller_id" IS NOT NULL GROUP BY "seller_id"
  ON CONFLICT ("dedupe_key") WHERE "status" = 'pending' DO NOTHING;
--> statement-breakpoint
-- A listing page shows the badge's date and the reply time too: their changes forget cached public pages like a
-- change of the name (migration 0021).
DROP TRIGGER "profiles_public_fields_notice" ON "profiles";
--> statement-breakpoint
CREATE TRIGGER profiles_public_fields_notice AFTER UPDATE OF full_name, company_name, verified, verified_at, reply_median_seconds ON profiles FOR EACH ROW
  WHEN (OLD.full_name IS DISTINCT FROM NEW.full_name OR OLD.company_name IS DISTINCT FROM NEW.company_name
    OR OLD.verified IS DISTINCT FROM NEW.verified OR OLD.verified_at IS DISTINCT FROM NEW.verified_at
    OR OLD.reply_median_seconds IS DISTINCT FROM NEW.reply_median_seconds)
  EXECUTE FUNCTION realtime_public_seller_changed();
