CREATE TABLE "deal_totals" (
	"shard" integer PRIMARY KEY NOT NULL,
	"prospect_deals" bigint DEFAULT 0 NOT NULL,
	"prospect_fees" numeric DEFAULT 0 NOT NULL,
	"prospect_unreadable" bigint DEFAULT 0 NOT NULL,
	"negotiation_deals" bigint DEFAULT 0 NOT NULL,
	"negotiation_fees" numeric DEFAULT 0 NOT NULL,
	"negotiation_unreadable" bigint DEFAULT 0 NOT NULL,
	"active_deals" bigint DEFAULT 0 NOT NULL,
	"active_fees" numeric DEFAULT 0 NOT NULL,
	"active_unreadable" bigint DEFAULT 0 NOT NULL,
	"closed_deals" bigint DEFAULT 0 NOT NULL,
	"closed_fees" numeric DEFAULT 0 NOT NULL,
	"closed_unreadable" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- What the deals hold now; from here every statement that writes deals adds its change, in its own transaction.
INSERT INTO "deal_totals" ("shard", "prospect_deals", "prospect_fees", "prospect_unreadable", "negotiation_deals", "negotiation_fees", "negotiation_unreadable", "active_deals", "active_fees", "active_unreadable", "closed_deals", "closed_fees", "closed_unreadable")
SELECT 0,
  coalesce(count(*) filter (where stage = 'Prospect'), 0),
  coalesce(sum(coalesce(fee_amount, 0)) filter (where stage = 'Prospect'), 0),
  coalesce(count(*) filter (where stage = 'Prospect' and fee_amount is null and fee <> ''), 0),
  coalesce(count(*) filter (where stage = 'Negociación'), 0),
  coalesce(sum(coalesce(fee_amount, 0)) filter (where stage = 'Negociación'), 0),
  coalesce(count(*) filter (where stage = 'Negociación' and fee_amount is null and fee <> ''), 0),
  coalesce(count(*) filter (where stage = 'Activa'), 0),
  coalesce(sum(coalesce(fee_amount, 0)) filter (where stage = 'Activa'), 0),
  coalesce(count(*) filter (where stage = 'Activa' and fee_amount is null and fee <> ''), 0),
  coalesce(count(*) filter (where stage = 'Cerrada'), 0),
  coalesce(sum(coalesce(fee_amount, 0)) filter (where stage = 'Cerrada'), 0),
  coalesce(count(*) filter (where stage = 'Cerrada' and fee_amount is null and fee <> ''), 0)
FROM "deals";--> statement-breakpoint
-- Inserted deals count +1, deleted ones -1, and an update both (-1 as they were, +1 as they are): a move between
-- stages, a new fee. One row per connection's shard: concurrent writers do not wait for each other.
CREATE FUNCTION "add_inserted_deal_totals"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "deal_totals" ("shard", "prospect_deals", "prospect_fees", "prospect_unreadable", "negotiation_deals", "negotiation_fees", "negotiation_unreadable", "active_deals", "active_fees", "active_unreadable", "closed_deals", "closed_fees", "closed_unreadable")
    SELECT pg_backend_pid() % 64, coalesce(sum(sign) filter (where stage = 'Prospect'), 0),
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
CREATE FUNCTION "add_updated_deal_totals"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "deal_totals" ("shard", "prospect_deals", "prospect_fees", "prospect_unreadable", "negotiation_deals", "negotiation_fees", "negotiation_unreadable", "active_deals", "active_fees", "active_unreadable", "closed_deals", "closed_fees", "closed_unreadable")
    SELECT pg_backend_pid() % 64, coalesce(sum(sign) filter (where stage = 'Prospect'), 0),
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
CREATE FUNCTION "add_deleted_deal_totals"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "deal_totals" ("shard", "prospect_deals", "prospect_fees", "prospect_unreadable", "negotiation_deals", "negotiation_fees", "negotiation_unreadable", "active_deals", "active_fees", "active_unreadable", "closed_deals", "closed_fees", "closed_unreadable")
    SELECT pg_backend_pid() % 64, coalesce(sum(sign) filter (where stage = 'Prospect'), 0),
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
CREATE FUNCTION "clear_deal_totals"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "deal_totals";
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "deals_totals_insert" AFTER INSERT ON "deals" REFERENCING NEW TABLE AS new_deals FOR EACH STATEMENT EXECUTE FUNCTION "add_inserted_deal_totals"();--> statement-breakpoint
CREATE TRIGGER "deals_totals_update" AFTER UPDATE ON "deals" REFERENCING OLD TABLE AS old_deals NEW TABLE AS new_deals FOR EACH STATEMENT EXECUTE FUNCTION "add_updated_deal_totals"();--> statement-breakpoint
CREATE TRIGGER "deals_totals_delete" AFTER DELETE ON "deals" REFERENCING OLD TABLE AS old_deals FOR EACH STATEMENT EXECUTE FUNCTION "add_deleted_deal_totals"();--> statement-breakpoint
CREATE TRIGGER "deals_totals_truncate" AFTER TRUNCATE ON "deals" FOR EACH STATEMENT EXECUTE FUNCTION "clear_deal_totals"();
