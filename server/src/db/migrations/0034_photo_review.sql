ALTER TABLE "listing_photos" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
-- Photos added before review existed went public at once: they count as reviewed (ADR 0042). Backfilled before
-- the partial index of unreviewed photos is built, so that index starts empty.
UPDATE "listing_photos" SET "reviewed_at" = "created_at" WHERE "reviewed_at" IS NULL;--> statement-breakpoint
-- The stored public cover has the photo's API shape, which now says whether it awaits review (a cover never does).
UPDATE "business_listings" SET "cover_photo" = "cover_photo" || '{"isAwaitingReview": false}'::jsonb WHERE "cover_photo" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "listing_photos_awaiting_review_idx" ON "listing_photos" USING btree ("created_at","id") WHERE "listing_photos"."reviewed_at" is null;
