ALTER TABLE "commissions" DROP CONSTRAINT "commissions_one_source";--> statement-breakpoint
ALTER TABLE "commissions" ADD COLUMN "operation_id" uuid;--> statement-breakpoint
ALTER TABLE "commissions" ADD COLUMN "source" text;--> statement-breakpoint
-- Until now a deal's single instalment was keyed "fee" and a mandate's by quarter: that named an archived one's source.
UPDATE "commissions" SET "source" = CASE WHEN "period" = 'fee' THEN 'deal' ELSE 'mandate' END;--> statement-breakpoint
ALTER TABLE "commissions" ALTER COLUMN "source" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "commissions" ADD COLUMN "kept_club_name" text;--> statement-breakpoint
ALTER TABLE "commissions" ADD CONSTRAINT "commissions_operation_id_operations_id_fk" FOREIGN KEY ("operation_id") REFERENCES "public"."operations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commissions" ADD CONSTRAINT "commissions_operation_period" UNIQUE("operation_id","period");--> statement-breakpoint
ALTER TABLE "commissions" ADD CONSTRAINT "commissions_one_source" CHECK (num_nonnulls("commissions"."deal_id", "commissions"."mandate_id", "commissions"."operation_id") = 1 or "commissions"."archived_at" is not null);--> statement-breakpoint
-- As migration 0021's, with signed operations among the sources whose paid instalments are kept when they go.
CREATE OR REPLACE FUNCTION "palco_keep_paid_commissions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'players' THEN
    -- Unlinked here rather than by the foreign key, so that the triggers of the player's deals, mandates and
    -- operations, which update these rows again in the same statement, do not check them against the player.
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
  ELSIF TG_TABLE_NAME = 'operations' THEN
    DELETE FROM "commissions" WHERE "operation_id" = OLD."id" AND "paid_amount" = 0;
    UPDATE "commissions"
    SET "archived_at" = now(),
        "kept_club_name" = coalesce("kept_club_name", (SELECT "name" FROM "clubs" WHERE "id" = OLD."club_id")),
        "kept_player_name" = coalesce("kept_player_name", (SELECT "name" FROM "players" WHERE "id" = OLD."player_id"))
    WHERE "operation_id" = OLD."id";
  END IF;
  RETURN OLD;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "operations_keep_paid_commissions" BEFORE DELETE ON "operations" FOR EACH ROW EXECUTE FUNCTION "palco_keep_paid_commissions"();
