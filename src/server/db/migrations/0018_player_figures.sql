ALTER TABLE "players" ALTER COLUMN "engagement_rate" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "players" ALTER COLUMN "engagement_rate" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "players" ALTER COLUMN "sentiment" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "players" ALTER COLUMN "sentiment" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "investments" ADD COLUMN "amount_value" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "instagram_engagement" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "tiktok_engagement" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "sentiment_negative" integer;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "market_value_amount" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "players" ADD CONSTRAINT "players_network_engagement_range" CHECK ("players"."instagram_engagement" between 0 and 100 and "players"."tiktok_engagement" between 0 and 100);--> statement-breakpoint
ALTER TABLE "players" ADD CONSTRAINT "players_sentiment_shares" CHECK ("players"."sentiment_negative" between 0 and 100 and "players"."sentiment" + "players"."sentiment_negative" <= 100);