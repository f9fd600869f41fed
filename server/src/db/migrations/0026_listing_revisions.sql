CREATE TABLE "listing_revisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"listing_id" uuid NOT NULL,
	"proposed_by" uuid,
	"proposed" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"rejection_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	CONSTRAINT "listing_revisions_status_check" CHECK ("listing_revisions"."status" in ('pending', 'approved', 'rejected', 'withdrawn'))
);
--> statement-breakpoint
ALTER TABLE "business_listings" ADD COLUMN "previous_asking_price" bigint;--> statement-breakpoint
ALTER TABLE "business_listings" ADD COLUMN "financials_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "listing_revisions" ADD CONSTRAINT "listing_revisions_listing_id_business_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."business_listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_revisions" ADD CONSTRAINT "listing_revisions_proposed_by_profiles_id_fk" FOREIGN KEY ("proposed_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_revisions" ADD CONSTRAINT "listing_revisions_decided_by_profiles_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "listing_revisions_one_pending_per_listing" ON "listing_revisions" USING btree ("listing_id") WHERE "listing_revisions"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "listing_revisions_pending_created_idx" ON "listing_revisions" USING btree ("created_at","id") WHERE "listing_revisions"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "listing_revisions_listing_idx" ON "listing_revisions" USING btree ("listing_id");--> statement-breakpoint
CREATE INDEX "listing_revisions_proposed_by_idx" ON "listing_revisions" USING btree ("proposed_by") WHERE "listing_revisions"."proposed_by" is not null;--> statement-breakpoint
CREATE INDEX "listing_revisions_decided_by_idx" ON "listing_revisions" USING btree ("decided_by") WHERE "listing_revisions"."decided_by" is not null;