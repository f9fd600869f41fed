CREATE TABLE "seller_view_days" (
	"seller_id" uuid NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "seller_view_days_seller_id_day_pk" PRIMARY KEY("seller_id","day")
);
--> statement-breakpoint
ALTER TABLE "seller_view_days" ADD CONSTRAINT "seller_view_days_seller_id_profiles_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Seeds each seller's days from their listings' days (migration 0015).
INSERT INTO "seller_view_days" ("seller_id", "day", "views")
SELECT l."seller_id", d."day", sum(d."views")::int FROM "listing_view_days" d JOIN "business_listings" l ON l."id" = d."listing_id"
GROUP BY 1, 2;
