ALTER TABLE "agent_settings" ADD COLUMN "profile_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "agent_settings" ADD COLUMN "commissions_version" integer DEFAULT 0 NOT NULL;