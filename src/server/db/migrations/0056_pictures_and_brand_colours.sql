ALTER TABLE "brands" ADD COLUMN "logo_key" text;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "logo_updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "primary_color" text;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "secondary_color" text;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "photo_key" text;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "photo_updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "brands" ADD CONSTRAINT "brands_primary_color_hex" CHECK ("brands"."primary_color" ~ '^#[0-9a-f]{6}$');--> statement-breakpoint
ALTER TABLE "brands" ADD CONSTRAINT "brands_secondary_color_hex" CHECK ("brands"."secondary_color" ~ '^#[0-9a-f]{6}$');