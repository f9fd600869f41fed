CREATE TABLE "listing_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"listing_id" uuid NOT NULL,
	"reporter_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"details" text,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" uuid,
	CONSTRAINT "listing_reports_reason_check" CHECK ("listing_reports"."reason" in ('misleading', 'fraud', 'duplicate', 'other')),
	CONSTRAINT "listing_reports_status_check" CHECK ("listing_reports"."status" in ('open', 'dismissed', 'actioned'))
);
--> statement-breakpoint
DROP INDEX "audit_log_at_idx";--> statement-breakpoint
DROP INDEX "profiles_created_at_idx";--> statement-breakpoint
ALTER TABLE "listing_reports" ADD CONSTRAINT "listing_reports_listing_id_business_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."business_listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_reports" ADD CONSTRAINT "listing_reports_reporter_id_profiles_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_reports" ADD CONSTRAINT "listing_reports_resolved_by_profiles_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "listing_reports_listing_reporter_unique" ON "listing_reports" USING btree ("listing_id","reporter_id");--> statement-breakpoint
CREATE INDEX "listing_reports_open_created_idx" ON "listing_reports" USING btree ("created_at","id") WHERE "listing_reports"."status" = 'open';--> statement-breakpoint
CREATE INDEX "listing_reports_reporter_idx" ON "listing_reports" USING btree ("reporter_id");--> statement-breakpoint
CREATE INDEX "listing_reports_resolved_by_idx" ON "listing_reports" USING btree ("resolved_by") WHERE "listing_reports"."resolved_by" is not null;--> statement-breakpoint
CREATE INDEX "audit_log_at_id_idx" ON "audit_log" USING btree ("at","id");--> statement-breakpoint
CREATE INDEX "audit_log_action_at_idx" ON "audit_log" USING btree ("action","at","id");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id") WHERE "audit_log"."actor_id" is not null;--> statement-breakpoint
CREATE INDEX "business_listings_created_id_idx" ON "business_listings" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "business_listings_status_created_idx" ON "business_listings" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "email_outbox_to_idx" ON "email_outbox" USING btree (lower("to"));--> statement-breakpoint
CREATE INDEX "inquiries_closed_by_idx" ON "inquiries" USING btree ("closed_by") WHERE "inquiries"."closed_by" is not null;--> statement-breakpoint
CREATE INDEX "inquiry_messages_sender_idx" ON "inquiry_messages" USING btree ("sender_id");--> statement-breakpoint
CREATE INDEX "listing_views_user_viewer_idx" ON "listing_views" USING btree ("viewer_key") WHERE "listing_views"."viewer_key" like 'user:%';--> statement-breakpoint
CREATE INDEX "profiles_created_id_idx" ON "profiles" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "profiles_role_created_idx" ON "profiles" USING btree ("role","created_at","id");--> statement-breakpoint
CREATE INDEX "profiles_full_name_trgm_idx" ON "profiles" USING gin (lower("full_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "profiles_email_trgm_idx" ON "profiles" USING gin (lower("email") gin_trgm_ops);