CREATE TABLE "commission_day_totals" (
	"due_date" date NOT NULL,
	"shard" integer NOT NULL,
	"expected" numeric DEFAULT 0 NOT NULL,
	"received" numeric DEFAULT 0 NOT NULL,
	"owed" numeric DEFAULT 0 NOT NULL,
	"owed_count" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "commission_day_totals_due_date_shard_pk" PRIMARY KEY("due_date","shard")
);
--> statement-breakpoint
CREATE TABLE "event_day_totals" (
	"date" date NOT NULL,
	"shard" integer NOT NULL,
	"events" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "event_day_totals_date_shard_pk" PRIMARY KEY("date","shard")
);
--> statement-breakpoint
-- What the tables hold now; from here every statement that writes instalments or events adds its change (+1 as the
-- rows are now, -1 as they were), in its own transaction, to the rows of its connection's shard. The triggers are
-- named after the tables' data version triggers ("..._bump_..."), so they fire after them: two transactions on one
-- shard already queue on that version's row before they reach these, and cannot lock these rows in crossed order.
INSERT INTO "commission_day_totals" ("due_date", "shard", "expected", "received", "owed", "owed_count")
  SELECT due_date, 0, sum(case when archived_at is null then amount else paid_amount end), sum(paid_amount), sum(case when archived_at is null and amount > paid_amount then amount - paid_amount else 0 end), sum((archived_at is null and amount > paid_amount)::int) FROM "commissions" GROUP BY due_date;--> statement-breakpoint
CREATE FUNCTION "add_inserted_commission_day_totals"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- In day order, so that statements lock the rows they share in one order.
  INSERT INTO "commission_day_totals" ("due_date", "shard", "expected", "received", "owed", "owed_count")
    SELECT due_date, pg_backend_pid() % 64, sum(sign * case when archived_at is null then amount else paid_amount end), sum(sign * paid_amount), sum(sign * case when archived_at is null and amount > paid_amount then amount - paid_amount else 0 end), sum(sign * (archived_at is null and amount > paid_amount)::int)
    FROM (SELECT *, 1 AS sign FROM new_rows) changed
    GROUP BY due_date
    -- An update that changes none of the figures (a title, a note) writes nothing here.
    HAVING sum(sign * case when archived_at is null then amount else paid_amount end) <> 0 OR sum(sign * paid_amount) <> 0 OR sum(sign * case when archived_at is null and amount > paid_amount then amount - paid_amount else 0 end) <> 0 OR sum(sign * (archived_at is null and amount > paid_amount)::int) <> 0
    ORDER BY due_date
  ON CONFLICT ("due_date", "shard") DO UPDATE SET
      "expected" = "commission_day_totals"."expected" + excluded."expected",
      "received" = "commission_day_totals"."received" + excluded."received",
      "owed" = "commission_day_totals"."owed" + excluded."owed",
      "owed_count" = "commission_day_totals"."owed_count" + excluded."owed_count";
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "add_updated_commission_day_totals"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- In day order, so that statements lock the rows they share in one order.
  INSERT INTO "commission_day_totals" ("due_date", "shard", "expected", "received", "owed", "owed_count")
    SELECT due_date, pg_backend_pid() % 64, sum(sign * case when archived_at is null then amount else paid_amount end), sum(sign * paid_amount), sum(sign * case when archived_at is null and amount > paid_amount then amount - paid_amount else 0 end), sum(sign * (archived_at is null and amount > paid_amount)::int)
    FROM (SELECT *, 1 AS sign FROM new_rows UNION ALL SELECT *, -1 AS sign FROM old_rows) changed
    GROUP BY due_date
    -- An update that changes none of the figures (a title, a note) writes nothing here.
    HAVING sum(sign * case when archived_at is null then amount else paid_amount end) <> 0 OR sum(sign * paid_amount) <> 0 OR sum(sign * case when archived_at is null and amount > paid_amount then amount - paid_amount else 0 end) <> 0 OR sum(sign * (archived_at is null and amount > paid_amount)::int) <> 0
    ORDER BY due_date
  ON CONFLICT ("due_date", "shard") DO UPDATE SET
      "expected" = "commission_day_totals"."expected" + excluded."expected",
      "received" = "commission_day_totals"."received" + excluded."received",
      "owed" = "commission_day_totals"."owed" + excluded."owed",
      "owed_count" = "commission_day_totals"."owed_count" + excluded."owed_count";
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "add_deleted_commission_day_totals"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- In day order, so that statements lock the rows they share in one order.
  INSERT INTO "commission_day_totals" ("due_date", "shard", "expected", "received", "owed", "owed_count")
    SELECT due_date, pg_backend_pid() % 64, sum(sign * case when archived_at is null then amount else paid_amount end), sum(sign * paid_amount), sum(sign * case when archived_at is null and amount > paid_amount then amount - paid_amount else 0 end), sum(sign * (archived_at is null and amount > paid_amount)::int)
    FROM (SELECT *, -1 AS sign FROM old_rows) changed
    GROUP BY due_date
    -- An update that changes none of the figures (a title, a note) writes nothing here.
    HAVING sum(sign * case when archived_at is null then amount else paid_amount end) <> 0 OR sum(sign * paid_amount) <> 0 OR sum(sign * case when archived_at is null and amount > paid_amount then amount - paid_amount else 0 end) <> 0 OR sum(sign * (archived_at is null and amount > paid_amount)::int) <> 0
    ORDER BY due_date
  ON CONFLICT ("due_date", "shard") DO UPDATE SET
      "expected" = "commission_day_totals"."expected" + excluded."expected",
      "received" = "commission_day_totals"."received" + excluded."received",
      "owed" = "commission_day_totals"."owed" + excluded."owed",
      "owed_count" = "commission_day_totals"."owed_count" + excluded."owed_count";
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "clear_commission_day_totals"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "commission_day_totals";
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "commissions_totals_insert" AFTER INSERT ON "commissions" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "add_inserted_commission_day_totals"();--> statement-breakpoint
CREATE TRIGGER "commissions_totals_update" AFTER UPDATE ON "commissions" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "add_updated_commission_day_totals"();--> statement-breakpoint
CREATE TRIGGER "commissions_totals_delete" AFTER DELETE ON "commissions" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "add_deleted_commission_day_totals"();--> statement-breakpoint
CREATE TRIGGER "commissions_totals_truncate" AFTER TRUNCATE ON "commissions" FOR EACH STATEMENT EXECUTE FUNCTION "clear_commission_day_totals"();
--> statement-breakpoint
INSERT INTO "event_day_totals" ("date", "shard", "events")
  SELECT date, 0, sum(1) FROM "events" GROUP BY date;--> statement-breakpoint
CREATE FUNCTION "add_inserted_event_day_totals"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- In day order, so that statements lock the rows they share in one order.
  INSERT INTO "event_day_totals" ("date", "shard", "events")
    SELECT date, pg_backend_pid() % 64, sum(sign)
    FROM (SELECT *, 1 AS sign FROM new_rows) changed
    GROUP BY date
    -- An update that changes none of the figures (a title, a note) writes nothing here.
    HAVING sum(sign) <> 0
    ORDER BY date
  ON CONFLICT ("date", "shard") DO UPDATE SET
      "events" = "event_day_totals"."events" + excluded."events";
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "add_updated_event_day_totals"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- In day order, so that statements lock the rows they share in one order.
  INSERT INTO "event_day_totals" ("date", "shard", "events")
    SELECT date, pg_backend_pid() % 64, sum(sign)
    FROM (SELECT *, 1 AS sign FROM new_rows UNION ALL SELECT *, -1 AS sign FROM old_rows) changed
    GROUP BY date
    -- An update that changes none of the figures (a title, a note) writes nothing here.
    HAVING sum(sign) <> 0
    ORDER BY date
  ON CONFLICT ("date", "shard") DO UPDATE SET
      "events" = "event_day_totals"."events" + excluded."events";
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "add_deleted_event_day_totals"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- In day order, so that statements lock the rows they share in one order.
  INSERT INTO "event_day_totals" ("date", "shard", "events")
    SELECT date, pg_backend_pid() % 64, sum(sign)
    FROM (SELECT *, -1 AS sign FROM old_rows) changed
    GROUP BY date
    -- An update that changes none of the figures (a title, a note) writes nothing here.
    HAVING sum(sign) <> 0
    ORDER BY date
  ON CONFLICT ("date", "shard") DO UPDATE SET
      "events" = "event_day_totals"."events" + excluded."events";
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "clear_event_day_totals"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "event_day_totals";
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "events_totals_insert" AFTER INSERT ON "events" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "add_inserted_event_day_totals"();--> statement-breakpoint
CREATE TRIGGER "events_totals_update" AFTER UPDATE ON "events" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "add_updated_event_day_totals"();--> statement-breakpoint
CREATE TRIGGER "events_totals_delete" AFTER DELETE ON "events" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "add_deleted_event_day_totals"();--> statement-breakpoint
CREATE TRIGGER "events_totals_truncate" AFTER TRUNCATE ON "events" FOR EACH STATEMENT EXECUTE FUNCTION "clear_event_day_totals"();
