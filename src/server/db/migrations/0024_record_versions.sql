ALTER TABLE "agent_settings" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "approvals" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "deals" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "investments" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "mandates" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "okrs" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "transfer_windows" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
-- Every update raises the record's version, whoever writes it (a route, a trigger, a backfill), so that an edit
-- made from an older read is always seen as stale.
CREATE FUNCTION "palco_next_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."version" := OLD."version" + 1;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "agent_settings_version" BEFORE UPDATE ON "agent_settings" FOR EACH ROW EXECUTE FUNCTION "palco_next_version"();--> statement-breakpoint
CREATE TRIGGER "approvals_version" BEFORE UPDATE ON "approvals" FOR EACH ROW EXECUTE FUNCTION "palco_next_version"();--> statement-breakpoint
CREATE TRIGGER "brands_version" BEFORE UPDATE ON "brands" FOR EACH ROW EXECUTE FUNCTION "palco_next_version"();--> statement-breakpoint
CREATE TRIGGER "deals_version" BEFORE UPDATE ON "deals" FOR EACH ROW EXECUTE FUNCTION "palco_next_version"();--> statement-breakpoint
CREATE TRIGGER "documents_version" BEFORE UPDATE ON "documents" FOR EACH ROW EXECUTE FUNCTION "palco_next_version"();--> statement-breakpoint
CREATE TRIGGER "events_version" BEFORE UPDATE ON "events" FOR EACH ROW EXECUTE FUNCTION "palco_next_version"();--> statement-breakpoint
CREATE TRIGGER "investments_version" BEFORE UPDATE ON "investments" FOR EACH ROW EXECUTE FUNCTION "palco_next_version"();--> statement-breakpoint
CREATE TRIGGER "mandates_version" BEFORE UPDATE ON "mandates" FOR EACH ROW EXECUTE FUNCTION "palco_next_version"();--> statement-breakpoint
CREATE TRIGGER "news_version" BEFORE UPDATE ON "news" FOR EACH ROW EXECUTE FUNCTION "palco_next_version"();--> statement-breakpoint
CREATE TRIGGER "okrs_version" BEFORE UPDATE ON "okrs" FOR EACH ROW EXECUTE FUNCTION "palco_next_version"();--> statement-breakpoint
CREATE TRIGGER "players_version" BEFORE UPDATE ON "players" FOR EACH ROW EXECUTE FUNCTION "palco_next_version"();--> statement-breakpoint
CREATE TRIGGER "transfer_windows_version" BEFORE UPDATE ON "transfer_windows" FOR EACH ROW EXECUTE FUNCTION "palco_next_version"();
