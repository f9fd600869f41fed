ALTER TABLE "inquiries" DROP CONSTRAINT "inquiries_buyer_id_profiles_id_fk";
--> statement-breakpoint
ALTER TABLE "inquiries" DROP CONSTRAINT "inquiries_seller_id_profiles_id_fk";
--> statement-breakpoint
ALTER TABLE "inquiry_messages" DROP CONSTRAINT "inquiry_messages_sender_id_profiles_id_fk";
--> statement-breakpoint
ALTER TABLE "inquiries" ALTER COLUMN "listing_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "inquiries" ALTER COLUMN "buyer_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "inquiries" ALTER COLUMN "seller_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "inquiry_messages" ALTER COLUMN "sender_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "listing_title" text;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "visit_request" jsonb;--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_buyer_id_profiles_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_seller_id_profiles_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_messages" ADD CONSTRAINT "inquiry_messages_sender_id_profiles_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_party_check" CHECK ("inquiries"."buyer_id" is not null or "inquiries"."seller_id" is not null);