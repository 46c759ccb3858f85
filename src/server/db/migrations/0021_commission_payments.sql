CREATE TABLE "commission_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"commission_id" uuid NOT NULL,
	"paid_on" date NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "commission_payments_positive" CHECK ("commission_payments"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "commissions" DROP CONSTRAINT "commissions_received_together";--> statement-breakpoint
ALTER TABLE "commissions" DROP CONSTRAINT "commissions_one_source";--> statement-breakpoint
ALTER TABLE "commissions" DROP CONSTRAINT "commissions_amounts";--> statement-breakpoint
ALTER TABLE "commissions" DROP CONSTRAINT "commissions_deal_id_deals_id_fk";
--> statement-breakpoint
ALTER TABLE "commissions" DROP CONSTRAINT "commissions_mandate_id_mandates_id_fk";
--> statement-breakpoint
ALTER TABLE "commissions" DROP CONSTRAINT "commissions_player_id_players_id_fk";
--> statement-breakpoint
ALTER TABLE "commissions" ALTER COLUMN "player_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "commissions" ADD COLUMN "paid_amount" numeric(14, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "commissions" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "commissions" ADD COLUMN "kept_player_name" text;--> statement-breakpoint
ALTER TABLE "commissions" ADD COLUMN "kept_brand_name" text;--> statement-breakpoint
ALTER TABLE "commission_payments" ADD CONSTRAINT "commission_payments_commission_id_commissions_id_fk" FOREIGN KEY ("commission_id") REFERENCES "public"."commissions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "commission_payments_commission_idx" ON "commission_payments" USING btree ("commission_id","paid_on");--> statement-breakpoint
ALTER TABLE "commissions" ADD CONSTRAINT "commissions_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commissions" ADD CONSTRAINT "commissions_mandate_id_mandates_id_fk" FOREIGN KEY ("mandate_id") REFERENCES "public"."mandates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commissions" ADD CONSTRAINT "commissions_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commissions" ADD CONSTRAINT "commissions_one_source" CHECK ((("commissions"."deal_id" is null) <> ("commissions"."mandate_id" is null)) or "commissions"."archived_at" is not null);--> statement-breakpoint
ALTER TABLE "commissions" ADD CONSTRAINT "commissions_amounts" CHECK ("commissions"."amount" >= 0 and "commissions"."paid_amount" >= 0);--> statement-breakpoint
-- An instalment is received once its payments reach its amount, on the day of the latest one.
CREATE FUNCTION "palco_commission_received"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."paid_amount" > 0 AND NEW."paid_amount" >= NEW."amount" THEN
    IF NEW."received_at" IS NULL THEN
      SELECT max("paid_on") INTO NEW."received_at" FROM "commission_payments" WHERE "commission_id" = NEW."id";
    END IF;
  ELSE
    NEW."received_at" := NULL;
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "commissions_received" BEFORE INSERT OR UPDATE OF "paid_amount", "amount", "received_at" ON "commissions" FOR EACH ROW EXECUTE FUNCTION "palco_commission_received"();--> statement-breakpoint
CREATE FUNCTION "palco_commission_paid"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  target uuid;
BEGIN
  IF TG_OP = 'DELETE' THEN target := OLD."commission_id"; ELSE target := NEW."commission_id"; END IF;
  UPDATE "commissions"
  SET "received_at" = NULL,
      "paid_amount" = (SELECT coalesce(sum("amount"), 0) FROM "commission_payments" WHERE "commission_id" = target),
      "updated_at" = now()
  WHERE "id" = target;
  IF TG_OP = 'UPDATE' AND OLD."commission_id" <> NEW."commission_id" THEN
    UPDATE "commissions"
    SET "received_at" = NULL,
        "paid_amount" = (SELECT coalesce(sum("amount"), 0) FROM "commission_payments" WHERE "commission_id" = OLD."commission_id"),
        "updated_at" = now()
    WHERE "id" = OLD."commission_id";
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "commission_payments_paid" AFTER INSERT OR UPDATE OR DELETE ON "commission_payments" FOR EACH ROW EXECUTE FUNCTION "palco_commission_paid"();--> statement-breakpoint
-- Money that arrived outlives what it was paid for: before a deal, mandate, brand or player goes, the instalments
-- with a payment keep the names they were shown under and are archived; those without one go with their source.
CREATE FUNCTION "palco_keep_paid_commissions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'players' THEN
    -- Unlinked here rather than by the foreign key, so that the deals' and mandates' triggers below, which update
    -- these rows again in the same statement, do not check them against the player being deleted.
    UPDATE "commissions" SET "kept_player_name" = coalesce("kept_player_name", OLD."name"), "player_id" = NULL WHERE "player_id" = OLD."id";
  ELSIF TG_TABLE_NAME = 'brands' THEN
    UPDATE "commissions" AS c SET "kept_brand_name" = coalesce(c."kept_brand_name", OLD."name")
    FROM "deals" AS d WHERE d."brand_id" = OLD."id" AND c."deal_id" = d."id";
  ELSIF TG_TABLE_NAME = 'deals' THEN
    DELETE FROM "commissions" WHERE "deal_id" = OLD."id" AND "paid_amount" = 0;
    UPDATE "commissions"
    SET "archived_at" = now(),
        "kept_brand_name" = coalesce("kept_brand_name", (SELECT "name" FROM "brands" WHERE "id" = OLD."brand_id")),
        "kept_player_name" = coalesce("kept_player_name", (SELECT "name" FROM "players" WHERE "id" = OLD."player_id"))
    WHERE "deal_id" = OLD."id";
  ELSIF TG_TABLE_NAME = 'mandates' THEN
    DELETE FROM "commissions" WHERE "mandate_id" = OLD."id" AND "paid_amount" = 0;
    UPDATE "commissions"
    SET "archived_at" = now(),
        "kept_player_name" = coalesce("kept_player_name", (SELECT "name" FROM "players" WHERE "id" = OLD."player_id"))
    WHERE "mandate_id" = OLD."id";
  END IF;
  RETURN OLD;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "players_keep_paid_commissions" BEFORE DELETE ON "players" FOR EACH ROW EXECUTE FUNCTION "palco_keep_paid_commissions"();--> statement-breakpoint
CREATE TRIGGER "brands_keep_paid_commissions" BEFORE DELETE ON "brands" FOR EACH ROW EXECUTE FUNCTION "palco_keep_paid_commissions"();--> statement-breakpoint
CREATE TRIGGER "deals_keep_paid_commissions" BEFORE DELETE ON "deals" FOR EACH ROW EXECUTE FUNCTION "palco_keep_paid_commissions"();--> statement-breakpoint
CREATE TRIGGER "mandates_keep_paid_commissions" BEFORE DELETE ON "mandates" FOR EACH ROW EXECUTE FUNCTION "palco_keep_paid_commissions"();--> statement-breakpoint
-- What was marked received before payments existed becomes one payment of the amount that arrived.
INSERT INTO "commission_payments" ("commission_id", "paid_on", "amount", "created_at")
SELECT "id", "received_at", "received_amount", "updated_at" FROM "commissions" WHERE "received_at" IS NOT NULL AND "received_amount" > 0;--> statement-breakpoint
UPDATE "commissions" SET "received_at" = NULL WHERE "paid_amount" = 0 AND "received_at" IS NOT NULL;
