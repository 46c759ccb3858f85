-- A fourth data version, "ledger": raised only by writes to the commission instalments and their payments, what the
-- commission summary reads, so that the summary every dashboard asks is not read again after every news item.
INSERT INTO "data_versions" ("name", "shard", "version")
  SELECT 'ledger', shard, 0 FROM generate_series(0, 63) AS shard
  ON CONFLICT DO NOTHING;--> statement-breakpoint
CREATE FUNCTION "bump_ledger_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "data_versions" SET "version" = "version" + 1
    WHERE "name" = 'ledger' AND "shard" = pg_backend_pid() % 64;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "commissions_bump_ledger" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "commissions" FOR EACH STATEMENT EXECUTE FUNCTION "bump_ledger_version"();--> statement-breakpoint
CREATE TRIGGER "commission_payments_bump_ledger" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "commission_payments" FOR EACH STATEMENT EXECUTE FUNCTION "bump_ledger_version"();
