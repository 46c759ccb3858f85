-- Each writing transaction takes a counter row (of data_versions and the totals) no other running transaction
-- holds: the first shard, from its connection's own (backend pid modulo 64) on, whose advisory lock it gets, kept
-- for the rest of the transaction. Two connections whose pids met modulo 64 queued on one row before; now no
-- writer waits for another on a counter row while fewer than 65 write at once (past that, they share).
CREATE FUNCTION "palco_write_shard"() RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  chosen text := current_setting('palco.write_shard', true);
  preferred integer := pg_backend_pid() % 64;
  candidate integer;
BEGIN
  IF chosen IS NOT NULL AND chosen <> '' THEN
    RETURN chosen::integer;
  END IF;
  FOR step IN 0..63 LOOP
    candidate := (preferred + step) % 64;
    IF pg_try_advisory_xact_lock(7320118, candidate) THEN
      PERFORM set_config('palco.write_shard', candidate::text, true);
      RETURN candidate;
    END IF;
  END LOOP;
  PERFORM set_config('palco.write_shard', preferred::text, true);
  RETURN preferred;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "bump_dashboard_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "data_versions" SET "version" = "version" + 1
    WHERE "name" = 'dashboard' AND "shard" = palco_write_shard();
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "bump_alerts_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "data_versions" SET "version" = "version" + 1
    WHERE "name" = 'alerts' AND "shard" = palco_write_shard();
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "bump_totals_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "data_versions" SET "version" = "version" + 1
    WHERE "name" = 'totals' AND "shard" = palco_write_shard();
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "bump_ledger_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "data_versions" SET "version" = "version" + 1
    WHERE "name" = 'ledger' AND "shard" = palco_write_shard();
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "add_inserted_deal_totals"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "deal_totals" ("shard", "prospect_deals", "prospect_fees", "prospect_unreadable", "negotiation_deals", "negotiation_fees", "negotiation_unreadable", "active_deals", "active_fees", "active_unreadable", "closed_deals", "closed_fees", "closed_unreadable")
    SELECT palco_write_shard(), coalesce(sum(sign) filter (where stage = 'Prospect'), 0),
        coalesce(sum(sign * coalesce(fee_amount, 0)) filter (where stage = 'Prospect'), 0),
        coalesce(sum(sign) filter (where stage = 'Prospect' and fee_amount is null and fee <> ''), 0),
        coalesce(sum(sign) filter (where stage = 'Negociación'), 0),
        coalesce(sum(sign * coalesce(fee_amount, 0)) filter (where stage = 'Negociación'), 0),
        coalesce(sum(sign) filter (where stage = 'Negociación' and fee_amount is null and fee <> ''), 0),
        coalesce(sum(sign) filter (where stage = 'Activa'), 0),
        coalesce(sum(sign * coalesce(fee_amount, 0)) filter (where stage = 'Activa'), 0),
        coalesce(sum(sign) filter (where stage = 'Activa' and fee_amount is null and fee <> ''), 0),
        coalesce(sum(sign) filter (where stage = 'Cerrada'), 0),
        coalesce(sum(sign * coalesce(fee_amount, 0)) filter (where stage = 'Cerrada'), 0),
        coalesce(sum(sign) filter (where stage = 'Cerrada' and fee_amount is null and fee <> ''), 0)
      FROM (SELECT stage, fee_amount, fee, 1 AS sign FROM new_deals) changed
      -- A statement that changes no stage or fee (deliverables, dates) writes nothing here.
      HAVING coalesce(sum(sign) filter (where stage = 'Prospect'), 0) <> 0 OR coalesce(sum(sign * coalesce(fee_amount, 0)) filter (where stage = 'Prospect'), 0) <> 0 OR coalesce(sum(sign) filter (where stage = 'Prospect' and fee_amount is null and fee <> ''), 0) <> 0 OR coalesce(sum(sign) filter (where stage = 'Negociación'), 0) <> 0 OR coalesce(sum(sign * coalesce(fee_amount, 0)) filter (where stage = 'Negociación'), 0) <> 0 OR coalesce(sum(sign) filter (where stage = 'Negociación' and fee_amount is null and fee <> ''), 0) <> 0 OR coalesce(sum(sign) filter (where stage = 'Activa'), 0) <> 0 OR coalesce(sum(sign * coalesce(fee_amount, 0)) filter (where stage = 'Activa'), 0) <> 0 OR coalesce(sum(sign) filter (where stage = 'Activa' and fee_amount is null and fee <> ''), 0) <> 0 OR coalesce(sum(sign) filter (where stage = 'Cerrada'), 0) <> 0 OR coalesce(sum(sign * coalesce(fee_amount, 0)) filter (where stage = 'Cerrada'), 0) <> 0 OR coalesce(sum(sign) filter (where stage = 'Cerrada' and fee_amount is null and fee <> ''), 0) <> 0
  ON CONFLICT ("shard") DO UPDATE SET
      "prospect_deals" = "deal_totals"."prospect_deals" + excluded."prospect_deals",
      "prospect_fees" = "deal_totals"."prospect_fees" + excluded."prospect_fees",
      "prospect_unreadable" = "deal_totals"."prospect_unreadable" + excluded."prospect_unreadable",
      "negotiation_deals" = "deal_totals"."negotiation_deals" + excluded."negotiation_deals",
      "negotiation_fees" = "deal_totals"."negotiation_fees" + excluded."negotiation_fees",
      "negotiation_unreadable" = "deal_totals"."negotiation_unreadable" + excluded."negotiation_unreadable",
      "active_deals" = "deal_totals"."active_deals" + excluded."active_deals",
      "active_fees" = "deal_totals"."active_fees" + excluded."active_fees",
      "active_unreadable" = "deal_totals"."active_unreadable" + excluded."active_unreadable",
      "closed_deals" = "deal_totals"."closed_deals" + excluded."closed_deals",
      "closed_fees" = "deal_totals"."closed_fees" + excluded."closed_fees",
      "closed_unreadable" = "deal_totals"."closed_unreadable" + excluded."closed_unreadable";
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "add_updated_deal_totals"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "deal_totals" ("shard", "prospect_deals", "prospect_fees", "prospect_unreadable", "negotiation_deals", "negotiation_fees", "negotiation_unreadable", "active_deals", "active_fees", "active_unreadable", "closed_deals", "closed_fees", "closed_unreadable")
    SELECT palco_write_shard(), coalesce(sum(sign) filter (where stage = 'Prospect'), 0),
        coalesce(sum(sign * coalesce(fee_amount, 0)) filter (where stage = 'Prospect'), 0),
        coalesce(sum(sign) filter (where stage = 'Prospect' and fee_amount is null and fee <> ''), 0),
        coalesce(sum(sign) filter (where stage = 'Negociación'), 0),
        coalesce(sum(sign * coalesce(fee_amount, 0)) filter (where stage = 'Negociación'), 0),
        coalesce(sum(sign) filter (where stage = 'Negociación' and fee_amount is null and fee <> ''), 0),
        coalesce(sum(sign) filter (where stage = 'Activa'), 0),
        coalesce(sum(sign * coalesce(fee_amount, 0)) filter (where stage = 'Activa'), 0),
        coalesce(sum(sign) filter (where stage = 'Activa' and fee_amount is null and fee <> ''), 0),
        coalesce(sum(sign) filter (where stage = 'Cerrada'), 0),
        coalesce(sum(sign * coalesce(fee_amount, 0)) filter (where stage = 'Cerrada'), 0),
        coalesce(sum(sign) filter (where stage = 'Cerrada' and fee_amount is null and fee <> ''), 0)
      FROM (SELECT stage, fee_amount, fee, 1 AS sign FROM new_deals UNION ALL SELECT stage, fee_amount, fee, -1 AS sign FROM old_deals) changed
      -- A statement that changes no stage or fee (deliverables, dates) writes nothing here.
      HAVING coalesce(sum(sign) filter (where stage = 'Prospect'), 0) <> 0 OR coalesce(sum(sign * coalesce(fee_amount, 0)) filter (where stage = 'Prospect'), 0) <> 0 OR coalesce(sum(sign) filter (where stage = 'Prospect' and fee_amount is null and fee <> ''), 0) <> 0 OR coalesce(sum(sign) filter (where stage = 'Negociación'), 0) <> 0 OR coalesce(sum(sign * coalesce(fee_amount, 0)) filter (where stage = 'Negociación'), 0) <> 0 OR coalesce(sum(sign) filter (where stage = 'Negociación' and fee_amount is null and fee <> ''), 0) <> 0 OR coalesce(sum(sign) filter (where stage = 'Activa'), 0) <> 0 OR coalesce(sum(sign * coalesce(fee_amount, 0)) filter (where stage = 'Activa'), 0) <> 0 OR coalesce(sum(sign) filter (where stage = 'Activa' and fee_amount is null and fee <> ''), 0) <> 0 OR coalesce(sum(sign) filter (where stage = 'Cerrada'), 0) <> 0 OR coalesce(sum(sign * coalesce(fee_amount, 0)) filter (where stage = 'Cerrada'), 0) <> 0 OR coalesce(sum(sign) filter (where stage = 'Cerrada' and fee_amount is null and fee <> ''), 0) <> 0
  ON CONFLICT ("shard") DO UPDATE SET
      "prospect_deals" = "deal_totals"."prospect_deals" + excluded."prospect_deals",
      "prospect_fees" = "deal_totals"."prospect_fees" + excluded."prospect_fees",
      "prospect_unreadable" = "deal_totals"."prospect_unreadable" + excluded."prospect_unreadable",
      "negotiation_deals" = "deal_totals"."negotiation_deals" + excluded."negotiation_deals",
      "negotiation_fees" = "deal_totals"."negotiation_fees" + excluded."negotiation_fees",
      "negotiation_unreadable" = "deal_totals"."negotiation_unreadable" + excluded."negotiation_unreadable",
      "active_deals" = "deal_totals"."active_deals" + excluded."active_deals",
      "active_fees" = "deal_totals"."active_fees" + excluded."active_fees",
      "active_unreadable" = "deal_totals"."active_unreadable" + excluded."active_unreadable",
      "closed_deals" = "deal_totals"."closed_deals" + excluded."closed_deals",
      "closed_fees" = "deal_totals"."closed_fees" + excluded."closed_fees",
      "closed_unreadable" = "deal_totals"."closed_unreadable" + excluded."closed_unreadable";
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "add_deleted_deal_totals"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "deal_totals" ("shard", "prospect_deals", "prospect_fees", "prospect_unreadable", "negotiation_deals", "negotiation_fees", "negotiation_unreadable", "active_deals", "active_fees", "active_unreadable", "closed_deals", "closed_fees", "closed_unreadable")
    SELECT palco_write_shard(), coalesce(sum(sign) filter (where stage = 'Prospect'), 0),
        coalesce(sum(sign * coalesce(fee_amount, 0)) filter (where stage = 'Prospect'), 0),
        coalesce(sum(sign) filter (where stage = 'Prospect' and fee_amount is null and fee <> ''), 0),
        coalesce(sum(sign) filter (where stage = 'Negociación'), 0),
        coalesce(sum(sign * coalesce(fee_amount, 0)) filter (where stage = 'Negociación'), 0),
        coalesce(sum(sign) filter (where stage = 'Negociación' and fee_amount is null and fee <> ''), 0),
        coalesce(sum(sign) filter (where stage = 'Activa'), 0),
        coalesce(sum(sign * coalesce(fee_amount, 0)) filter (where stage = 'Activa'), 0),
        coalesce(sum(sign) filter (where stage = 'Activa' and fee_amount is null and fee <> ''), 0),
        coalesce(sum(sign) filter (where stage = 'Cerrada'), 0),
        coalesce(sum(sign * coalesce(fee_amount, 0)) filter (where stage = 'Cerrada'), 0),
        coalesce(sum(sign) filter (where stage = 'Cerrada' and fee_amount is null and fee <> ''), 0)
      FROM (SELECT stage, fee_amount, fee, -1 AS sign FROM old_deals) changed
      -- A statement that changes no stage or fee (deliverables, dates) writes nothing here.
      HAVING coalesce(sum(sign) filter (where stage = 'Prospect'), 0) <> 0 OR coalesce(sum(sign * coalesce(fee_amount, 0)) filter (where stage = 'Prospect'), 0) <> 0 OR coalesce(sum(sign) filter (where stage = 'Prospect' and fee_amount is null and fee <> ''), 0) <> 0 OR coalesce(sum(sign) filter (where stage = 'Negociación'), 0) <> 0 OR coalesce(sum(sign * coalesce(fee_amount, 0)) filter (where stage = 'Negociación'), 0) <> 0 OR coalesce(sum(sign) filter (where stage = 'Negociación' and fee_amount is null and fee <> ''), 0) <> 0 OR coalesce(sum(sign) filter (where stage = 'Activa'), 0) <> 0 OR coalesce(sum(sign * coalesce(fee_amount, 0)) filter (where stage = 'Activa'), 0) <> 0 OR coalesce(sum(sign) filter (where stage = 'Activa' and fee_amount is null and fee <> ''), 0) <> 0 OR coalesce(sum(sign) filter (where stage = 'Cerrada'), 0) <> 0 OR coalesce(sum(sign * coalesce(fee_amount, 0)) filter (where stage = 'Cerrada'), 0) <> 0 OR coalesce(sum(sign) filter (where stage = 'Cerrada' and fee_amount is null and fee <> ''), 0) <> 0
  ON CONFLICT ("shard") DO UPDATE SET
      "prospect_deals" = "deal_totals"."prospect_deals" + excluded."prospect_deals",
      "prospect_fees" = "deal_totals"."prospect_fees" + excluded."prospect_fees",
      "prospect_unreadable" = "deal_totals"."prospect_unreadable" + excluded."prospect_unreadable",
      "negotiation_deals" = "deal_totals"."negotiation_deals" + excluded."negotiation_deals",
      "negotiation_fees" = "deal_totals"."negotiation_fees" + excluded."negotiation_fees",
      "negotiation_unreadable" = "deal_totals"."negotiation_unreadable" + excluded."negotiation_unreadable",
      "active_deals" = "deal_totals"."active_deals" + excluded."active_deals",
      "active_fees" = "deal_totals"."active_fees" + excluded."active_fees",
      "active_unreadable" = "deal_totals"."active_unreadable" + excluded."active_unreadable",
      "closed_deals" = "deal_totals"."closed_deals" + excluded."closed_deals",
      "closed_fees" = "deal_totals"."closed_fees" + excluded."closed_fees",
      "closed_unreadable" = "deal_totals"."closed_unreadable" + excluded."closed_unreadable";
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "add_inserted_commission_day_totals"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- In day order, so that statements lock the rows they share in one order.
  INSERT INTO "commission_day_totals" ("due_date", "shard", "expected", "received", "owed", "owed_count")
    SELECT due_date, palco_write_shard(), sum(sign * case when archived_at is null then amount else paid_amount end), sum(sign * paid_amount), sum(sign * case when archived_at is null and amount > paid_amount then amount - paid_amount else 0 end), sum(sign * (archived_at is null and amount > paid_amount)::int)
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
CREATE OR REPLACE FUNCTION "add_updated_commission_day_totals"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- In day order, so that statements lock the rows they share in one order.
  INSERT INTO "commission_day_totals" ("due_date", "shard", "expected", "received", "owed", "owed_count")
    SELECT due_date, palco_write_shard(), sum(sign * case when archived_at is null then amount else paid_amount end), sum(sign * paid_amount), sum(sign * case when archived_at is null and amount > paid_amount then amount - paid_amount else 0 end), sum(sign * (archived_at is null and amount > paid_amount)::int)
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
CREATE OR REPLACE FUNCTION "add_deleted_commission_day_totals"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- In day order, so that statements lock the rows they share in one order.
  INSERT INTO "commission_day_totals" ("due_date", "shard", "expected", "received", "owed", "owed_count")
    SELECT due_date, palco_write_shard(), sum(sign * case when archived_at is null then amount else paid_amount end), sum(sign * paid_amount), sum(sign * case when archived_at is null and amount > paid_amount then amount - paid_amount else 0 end), sum(sign * (archived_at is null and amount > paid_amount)::int)
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
CREATE OR REPLACE FUNCTION "add_inserted_event_day_totals"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- In day order, so that statements lock the rows they share in one order.
  INSERT INTO "event_day_totals" ("date", "shard", "events")
    SELECT date, palco_write_shard(), sum(sign)
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
CREATE OR REPLACE FUNCTION "add_updated_event_day_totals"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- In day order, so that statements lock the rows they share in one order.
  INSERT INTO "event_day_totals" ("date", "shard", "events")
    SELECT date, palco_write_shard(), sum(sign)
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
CREATE OR REPLACE FUNCTION "add_deleted_event_day_totals"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- In day order, so that statements lock the rows they share in one order.
  INSERT INTO "event_day_totals" ("date", "shard", "events")
    SELECT date, palco_write_shard(), sum(sign)
    FROM (SELECT *, -1 AS sign FROM old_rows) changed
    GROUP BY date
    -- An update that changes none of the figures (a title, a note) writes nothing here.
    HAVING sum(sign) <> 0
    ORDER BY date
  ON CONFLICT ("date", "shard") DO UPDATE SET
      "events" = "event_day_totals"."events" + excluded."events";
  RETURN NULL;
END;
$$;
