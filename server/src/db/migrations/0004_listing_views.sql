CREATE TABLE "listing_views" (
	"listing_id" uuid NOT NULL,
	"viewer_key" text NOT NULL,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "listing_views_listing_id_viewer_key_pk" PRIMARY KEY("listing_id","viewer_key")
);
--> statement-breakpoint
ALTER TABLE "listing_views" ADD CONSTRAINT "listing_views_listing_id_business_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."business_listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_views_viewed_at_idx" ON "listing_views" USING btree ("viewed_at");