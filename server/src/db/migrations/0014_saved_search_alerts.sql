CREATE TABLE "saved_search_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"saved_search_id" uuid NOT NULL,
	"listing_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"alert_mode" text NOT NULL,
	"digested_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_search_alerts_alert_mode_check" CHECK ("saved_search_alerts"."alert_mode" in ('instant', 'daily'))
);
--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "alert_mode" text DEFAULT 'instant' NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "last_run_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "saved_search_alerts" ADD CONSTRAINT "saved_search_alerts_saved_search_id_saved_searches_id_fk" FOREIGN KEY ("saved_search_id") REFERENCES "public"."saved_searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_alerts" ADD CONSTRAINT "saved_search_alerts_listing_id_business_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."business_listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_alerts" ADD CONSTRAINT "saved_search_alerts_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "saved_search_alerts_search_listing_unique" ON "saved_search_alerts" USING btree ("saved_search_id","listing_id");--> statement-breakpoint
CREATE INDEX "saved_search_alerts_listing_idx" ON "saved_search_alerts" USING btree ("listing_id");--> statement-breakpoint
CREATE INDEX "saved_search_alerts_user_idx" ON "saved_search_alerts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "saved_search_alerts_waiting_digest_idx" ON "saved_search_alerts" USING btree ("user_id","created_at") WHERE "saved_search_alerts"."alert_mode" = 'daily' and "saved_search_alerts"."digested_at" is null;--> statement-breakpoint
CREATE INDEX "business_listings_approved_at_idx" ON "business_listings" USING btree ("approved_at","id","category_id","asking_price") WHERE "business_listings"."status" = 'approved';--> statement-breakpoint
CREATE INDEX "saved_searches_alerts_category_idx" ON "saved_searches" USING btree (("filters" ->> 'category')) WHERE "saved_searches"."alerts_enabled";--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_alert_mode_check" CHECK ("saved_searches"."alert_mode" in ('instant', 'daily'));