CREATE TABLE "listing_view_days" (
	"listing_id" uuid NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "listing_view_days_listing_id_day_pk" PRIMARY KEY("listing_id","day")
);
--> statement-breakpoint
ALTER TABLE "listing_view_days" ADD CONSTRAINT "listing_view_days_listing_id_business_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."business_listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inquiries_seller_status_listing_idx" ON "inquiries" USING btree ("seller_id","status","listing_id");--> statement-breakpoint
-- Seeds the last 30 days from listing_views, which holds each viewer's last counted view: a lower bound of what
-- those days had (earlier views of the same viewers were overwritten), better than an empty chart.
INSERT INTO "listing_view_days" ("listing_id", "day", "views")
SELECT "listing_id", ("viewed_at" AT TIME ZONE 'Asia/Kolkata')::date, count(*)::int FROM "listing_views"
WHERE "viewed_at" >= now() - interval '30 days' GROUP BY 1, 2;
