-- A third data version, "totals": raised only by writes to what the dashboard's figures and the pipeline's totals
-- read (players, their follower snapshots, deals), so that news and events, the most frequent writes, do not make
-- the next reader count the whole portfolio again. Spread over 64 rows like the others (migration 0043).
INSERT INTO "data_versions" ("name", "shard", "version")
  SELECT 'totals', shard, 0 FROM generate_series(0, 63) AS shard
  ON CONFLICT DO NOTHING;--> statement-breakpoint
CREATE FUNCTION "bump_totals_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "data_versions" SET "version" = "version" + 1
    WHERE "name" = 'totals' AND "shard" = pg_backend_pid() % 64;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "players_bump_totals" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "players" FOR EACH STATEMENT EXECUTE FUNCTION "bump_totals_version"();--> statement-breakpoint
CREATE TRIGGER "follower_snapshots_bump_totals" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "follower_snapshots" FOR EACH STATEMENT EXECUTE FUNCTION "bump_totals_version"();--> statement-breakpoint
CREATE TRIGGER "deals_bump_totals" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "deals" FOR EACH STATEMENT EXECUTE FUNCTION "bump_totals_version"();
