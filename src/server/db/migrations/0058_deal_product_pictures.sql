ALTER TABLE "deals" ADD COLUMN "product_key" text;--> statement-breakpoint
ALTER TABLE "deals" ADD COLUMN "product_updated_at" timestamp with time zone;