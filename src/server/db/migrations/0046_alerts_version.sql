-- A second data version, "alerts": raised by every write to what the bell's alerts and the commission summary read
-- (the records, the agent's reads and switches). Spread over 64 rows like the dashboard's (migration 0043).
INSERT INTO "data_versions" ("name", "shard", "version")
  SELECT 'alerts', shard, 0 FROM generate_series(0, 63) AS shard
  ON CONFLICT DO NOTHING;--> statement-breakpoint
CREATE FUNCTION "bump_alerts_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "data_versions" SET "version" = "version" + 1
    WHERE "name" = 'alerts' AND "shard" = pg_backend_pid() % 64;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "players_bump_alerts" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "players" FOR EACH STATEMENT EXECUTE FUNCTION "bump_alerts_version"();--> statement-breakpoint
CREATE TRIGGER "deals_bump_alerts" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "deals" FOR EACH STATEMENT EXECUTE FUNCTION "bump_alerts_version"();--> statement-breakpoint
CREATE TRIGGER "events_bump_alerts" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "events" FOR EACH STATEMENT EXECUTE FUNCTION "bump_alerts_version"();--> statement-breakpoint
CREATE TRIGGER "news_bump_alerts" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "news" FOR EACH STATEMENT EXECUTE FUNCTION "bump_alerts_version"();--> statement-breakpoint
CREATE TRIGGER "brands_bump_alerts" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "brands" FOR EACH STATEMENT EXECUTE FUNCTION "bump_alerts_version"();--> statement-breakpoint
CREATE TRIGGER "clubs_bump_alerts" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "clubs" FOR EACH STATEMENT EXECUTE FUNCTION "bump_alerts_version"();--> statement-breakpoint
CREATE TRIGGER "contacts_bump_alerts" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "contacts" FOR EACH STATEMENT EXECUTE FUNCTION "bump_alerts_version"();--> statement-breakpoint
CREATE TRIGGER "contact_log_bump_alerts" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "contact_log" FOR EACH STATEMENT EXECUTE FUNCTION "bump_alerts_version"();--> statement-breakpoint
CREATE TRIGGER "operations_bump_alerts" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "operations" FOR EACH STATEMENT EXECUTE FUNCTION "bump_alerts_version"();--> statement-breakpoint
CREATE TRIGGER "offers_bump_alerts" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "offers" FOR EACH STATEMENT EXECUTE FUNCTION "bump_alerts_version"();--> statement-breakpoint
CREATE TRIGGER "transfer_windows_bump_alerts" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "transfer_windows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_alerts_version"();--> statement-breakpoint
CREATE TRIGGER "mandates_bump_alerts" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "mandates" FOR EACH STATEMENT EXECUTE FUNCTION "bump_alerts_version"();--> statement-breakpoint
CREATE TRIGGER "commissions_bump_alerts" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "commissions" FOR EACH STATEMENT EXECUTE FUNCTION "bump_alerts_version"();--> statement-breakpoint
CREATE TRIGGER "commission_payments_bump_alerts" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "commission_payments" FOR EACH STATEMENT EXECUTE FUNCTION "bump_alerts_version"();--> statement-breakpoint
CREATE TRIGGER "tasks_bump_alerts" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "tasks" FOR EACH STATEMENT EXECUTE FUNCTION "bump_alerts_version"();--> statement-breakpoint
CREATE TRIGGER "notification_reads_bump_alerts" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "notification_reads" FOR EACH STATEMENT EXECUTE FUNCTION "bump_alerts_version"();--> statement-breakpoint
CREATE TRIGGER "agent_settings_bump_alerts" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "agent_settings" FOR EACH STATEMENT EXECUTE FUNCTION "bump_alerts_version"();
