ALTER TABLE "campaign_images" ADD COLUMN "brand_id" uuid;--> statement-breakpoint
ALTER TABLE "campaign_images" ADD COLUMN "deal_id" uuid;--> statement-breakpoint
ALTER TABLE "campaign_images" ADD COLUMN "headline" text;--> statement-breakpoint
ALTER TABLE "campaign_images" ADD COLUMN "slogan" text;--> statement-breakpoint
ALTER TABLE "campaign_images" ADD COLUMN "hashtags" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "campaign_images" ADD CONSTRAINT "campaign_images_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_images" ADD CONSTRAINT "campaign_images_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaign_images_brand_idx" ON "campaign_images" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "campaign_images_deal_idx" ON "campaign_images" USING btree ("deal_id");