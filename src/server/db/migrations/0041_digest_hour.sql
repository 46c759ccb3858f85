ALTER TABLE "agent_settings" ADD COLUMN "digest_hour" integer;--> statement-breakpoint
ALTER TABLE "agent_settings" ADD CONSTRAINT "agent_settings_digest_hour" CHECK ("digest_hour" IS NULL OR "digest_hour" BETWEEN 0 AND 23);
