DROP INDEX "inquiries_buyer_id_idx";--> statement-breakpoint
DROP INDEX "inquiries_seller_id_idx";--> statement-breakpoint
DROP INDEX "inquiry_messages_inquiry_created_idx";--> statement-breakpoint
DROP INDEX "notifications_user_created_idx";--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "buyer_received_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "seller_received_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "closed_by" uuid;--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_closed_by_profiles_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inquiries_buyer_received_idx" ON "inquiries" USING btree ("buyer_id","buyer_received_at","id");--> statement-breakpoint
CREATE INDEX "inquiries_seller_received_idx" ON "inquiries" USING btree ("seller_id","seller_received_at","id");--> statement-breakpoint
CREATE INDEX "inquiry_messages_unread_by_buyer_idx" ON "inquiry_messages" USING btree ("inquiry_id") WHERE not "inquiry_messages"."read_by_buyer";--> statement-breakpoint
CREATE INDEX "inquiry_messages_unread_by_seller_idx" ON "inquiry_messages" USING btree ("inquiry_id") WHERE not "inquiry_messages"."read_by_seller";--> statement-breakpoint
CREATE INDEX "notifications_user_unread_idx" ON "notifications" USING btree ("user_id") WHERE "notifications"."read_at" is null;--> statement-breakpoint
CREATE INDEX "inquiry_messages_inquiry_created_idx" ON "inquiry_messages" USING btree ("inquiry_id","created_at","id");--> statement-breakpoint
CREATE INDEX "notifications_user_created_idx" ON "notifications" USING btree ("user_id","created_at","id");--> statement-breakpoint
-- Existing rows: each side's sort time is the latest message it received, or the inquiry's creation; a
-- sender has always read their own messages (the unread indexes count only the other side's).
UPDATE "inquiry_messages" m SET "read_by_buyer" = true FROM "inquiries" i WHERE i."id" = m."inquiry_id" AND m."sender_id" = i."buyer_id" AND NOT m."read_by_buyer";--> statement-breakpoint
UPDATE "inquiry_messages" m SET "read_by_seller" = true FROM "inquiries" i WHERE i."id" = m."inquiry_id" AND m."sender_id" = i."seller_id" AND NOT m."read_by_seller";--> statement-breakpoint
UPDATE "inquiries" i SET
  "seller_received_at" = coalesce((SELECT max(m."created_at") FROM "inquiry_messages" m WHERE m."inquiry_id" = i."id" AND m."sender_id" <> i."seller_id"), i."created_at"),
  "buyer_received_at" = coalesce((SELECT max(m."created_at") FROM "inquiry_messages" m WHERE m."inquiry_id" = i."id" AND m."sender_id" = i."seller_id"), i."created_at");
