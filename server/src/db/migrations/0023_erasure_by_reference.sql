ALTER TABLE "audit_log" ADD COLUMN "about_user_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "about_user_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "about_user_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL;--> statement-breakpoint
CREATE INDEX "audit_log_about_user_ids_idx" ON "audit_log" USING gin ("about_user_ids");--> statement-breakpoint
CREATE INDEX "email_outbox_about_user_ids_idx" ON "email_outbox" USING gin ("about_user_ids");--> statement-breakpoint
CREATE INDEX "email_outbox_finished_idx" ON "email_outbox" USING btree (coalesce("sent_at", "created_at")) WHERE "email_outbox"."status" <> 'pending';--> statement-breakpoint
CREATE INDEX "notifications_about_user_ids_idx" ON "notifications" USING gin ("about_user_ids");--> statement-breakpoint
-- Backfill (ADR 0024): rows written before this migration recorded no one. Where the reference still exists it is
-- recovered here; the rest is described in the ADR (older mail leaves with the retention period).
-- A notification about a conversation names or quotes its other party.
UPDATE "notifications" n SET "about_user_ids" = ARRAY[CASE WHEN i."buyer_id" = n."user_id" THEN i."seller_id" ELSE i."buyer_id" END]
  FROM "inquiries" i WHERE n."data"->>'inquiry_id' = i."id"::text;--> statement-breakpoint
-- A notification about someone else's listing (a saved-search match) carries its title.
UPDATE "notifications" n SET "about_user_ids" = ARRAY[l."seller_id"]
  FROM "business_listings" l WHERE n."data"->>'listing_id' = l."id"::text AND l."seller_id" <> n."user_id" AND n."data"->>'inquiry_id' IS NULL;--> statement-breakpoint
-- An audit entry's label: a user's address, or a listing's title (the listing of a report).
UPDATE "audit_log" SET "about_user_ids" = ARRAY["target_id"::uuid]
  WHERE "target_type" = 'profile' AND "target_id" ~ '^[0-9a-fA-F-]{36}$';--> statement-breakpoint
UPDATE "audit_log" a SET "about_user_ids" = ARRAY[l."seller_id"]
  FROM "business_listings" l WHERE a."target_type" = 'business_listing' AND a."target_id" = l."id"::text;--> statement-breakpoint
UPDATE "audit_log" a SET "about_user_ids" = ARRAY[l."seller_id"]
  FROM "listing_reports" r JOIN "business_listings" l ON l."id" = r."listing_id"
  WHERE a."target_type" = 'listing_report' AND a."target_id" = r."id"::text;
