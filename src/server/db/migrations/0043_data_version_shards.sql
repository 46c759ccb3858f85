ALTER TABLE "data_versions" DROP CONSTRAINT "data_versions_pkey";--> statement-breakpoint
ALTER TABLE "data_versions" ADD COLUMN "shard" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "data_versions" ADD CONSTRAINT "data_versions_name_shard_pk" PRIMARY KEY("name","shard");--> statement-breakpoint
INSERT INTO "data_versions" ("name", "shard", "version")
  SELECT 'dashboard', shard, 0 FROM generate_series(1, 63) AS shard
  ON CONFLICT DO NOTHING;--> statement-breakpoint
-- Each connection raises its own row: writers on different connections no longer wait on one row's lock.
CREATE OR REPLACE FUNCTION "bump_dashboard_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "data_versions" SET "version" = "version" + 1
    WHERE "name" = 'dashboard' AND "shard" = pg_backend_pid() % 64;
  RETURN NULL;
END;
$$;
