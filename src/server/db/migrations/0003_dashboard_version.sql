CREATE TABLE "data_versions" (
	"name" text PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "data_versions" ("name", "version") VALUES ('dashboard', 0);--> statement-breakpoint
CREATE FUNCTION "bump_dashboard_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "data_versions" SET "version" = "version" + 1 WHERE "name" = 'dashboard';
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "players_bump_dashboard" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "players" FOR EACH STATEMENT EXECUTE FUNCTION "bump_dashboard_version"();--> statement-breakpoint
CREATE TRIGGER "follower_snapshots_bump_dashboard" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "follower_snapshots" FOR EACH STATEMENT EXECUTE FUNCTION "bump_dashboard_version"();--> statement-breakpoint
CREATE TRIGGER "deals_bump_dashboard" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "deals" FOR EACH STATEMENT EXECUTE FUNCTION "bump_dashboard_version"();--> statement-breakpoint
CREATE TRIGGER "events_bump_dashboard" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "events" FOR EACH STATEMENT EXECUTE FUNCTION "bump_dashboard_version"();--> statement-breakpoint
CREATE TRIGGER "news_bump_dashboard" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "news" FOR EACH STATEMENT EXECUTE FUNCTION "bump_dashboard_version"();
