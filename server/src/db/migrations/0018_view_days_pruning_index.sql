CREATE INDEX "listing_view_days_day_idx" ON "listing_view_days" USING btree ("day");--> statement-breakpoint
CREATE INDEX "seller_view_days_day_idx" ON "seller_view_days" USING btree ("day");