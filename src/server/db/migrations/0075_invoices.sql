CREATE TABLE "billing_issuers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"nif" text NOT NULL,
	"address" text NOT NULL,
	"series" text NOT NULL,
	"rectifying_series" text NOT NULL,
	"irpf_percent" numeric(5, 2) NOT NULL,
	"irpf_confirmed" boolean DEFAULT false NOT NULL,
	"vat_treatment" text NOT NULL,
	"vat_rate" numeric(5, 2) NOT NULL,
	"licence_number" text,
	"email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "billing_issuers_nif_unique" UNIQUE("nif")
);
--> statement-breakpoint
CREATE TABLE "invoice_cancellations" (
	"invoice_id" uuid PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"cancelled_by" text NOT NULL,
	"cancelled_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"commission_id" uuid,
	"description" text NOT NULL,
	"base_amount" numeric(14, 2) NOT NULL,
	CONSTRAINT "invoice_lines_position" UNIQUE("invoice_id","position")
);
--> statement-breakpoint
CREATE TABLE "invoice_sendings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"to" text NOT NULL,
	"sent_by" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_series_counters" (
	"issuer_id" uuid NOT NULL,
	"series" text NOT NULL,
	"year" integer NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "invoice_series_counters_issuer_id_series_year_pk" PRIMARY KEY("issuer_id","series","year")
);
--> statement-breakpoint
CREATE TABLE "invoiced_commissions" (
	"commission_id" uuid PRIMARY KEY NOT NULL,
	"invoice_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"issuer_id" uuid NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"series" text,
	"year" integer,
	"sequence" integer,
	"number" text,
	"issued_on" date,
	"issued_at" timestamp with time zone,
	"invoice_type" text,
	"issuer_name" text,
	"issuer_nif" text,
	"issuer_address" text,
	"issuer_licence" text,
	"recipient_kind" text NOT NULL,
	"recipient_record_id" uuid,
	"recipient_name" text NOT NULL,
	"recipient_nif" text,
	"recipient_foreign_id" text,
	"recipient_id_type" text,
	"recipient_country" text NOT NULL,
	"recipient_address" text NOT NULL,
	"recipient_email" text,
	"payer_name" text,
	"service_recipient_name" text,
	"vat_treatment" text NOT NULL,
	"vat_rate" numeric(5, 2) NOT NULL,
	"irpf_percent" numeric(5, 2) NOT NULL,
	"base_amount" numeric(14, 2) NOT NULL,
	"vat_amount" numeric(14, 2) NOT NULL,
	"total_amount" numeric(14, 2) NOT NULL,
	"withheld_amount" numeric(14, 2) NOT NULL,
	"payable_amount" numeric(14, 2) NOT NULL,
	"rectifies_id" uuid,
	"rectification_code" text,
	"rectification_method" text,
	"rectification_reason" text,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "invoices_number_unique" UNIQUE("issuer_id","number"),
	CONSTRAINT "invoices_issued_complete" CHECK ("invoices"."status" = 'draft' or ("invoices"."number" is not null and "invoices"."issued_on" is not null and "invoices"."issuer_nif" is not null))
);
--> statement-breakpoint
CREATE TABLE "verifactu_chains" (
	"issuer_nif" text PRIMARY KEY NOT NULL,
	"length" integer NOT NULL,
	"last_record_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verifactu_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"issuer_nif" text NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"invoice_id" uuid NOT NULL,
	"invoice_number" text NOT NULL,
	"invoice_date" text NOT NULL,
	"invoice_type" text,
	"total_tax" text,
	"total_amount" text,
	"previous_huella" text,
	"huella" text NOT NULL,
	"generated_at" text NOT NULL,
	"corrects_id" uuid,
	"xml" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "verifactu_records_position" UNIQUE("issuer_nif","position")
);
--> statement-breakpoint
CREATE TABLE "verifactu_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"sending" text DEFAULT 'off' NOT NULL,
	"producer_name" text,
	"producer_nif" text,
	"installation_number" text DEFAULT '1' NOT NULL,
	"certificate" "bytea",
	"certificate_name" text,
	"certificate_uploaded_at" timestamp with time zone,
	"next_send_after" timestamp with time zone,
	"last_attempt_at" timestamp with time zone,
	"last_error" text,
	"sent_messages" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verifactu_submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"record_id" uuid NOT NULL,
	"state" text NOT NULL,
	"code" text,
	"message" text,
	"receipt" text,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invoice_cancellations" ADD CONSTRAINT "invoice_cancellations_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_sendings" ADD CONSTRAINT "invoice_sendings_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_series_counters" ADD CONSTRAINT "invoice_series_counters_issuer_id_billing_issuers_id_fk" FOREIGN KEY ("issuer_id") REFERENCES "public"."billing_issuers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoiced_commissions" ADD CONSTRAINT "invoiced_commissions_commission_id_commissions_id_fk" FOREIGN KEY ("commission_id") REFERENCES "public"."commissions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoiced_commissions" ADD CONSTRAINT "invoiced_commissions_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_issuer_id_billing_issuers_id_fk" FOREIGN KEY ("issuer_id") REFERENCES "public"."billing_issuers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_rectifies_id_invoices_id_fk" FOREIGN KEY ("rectifies_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verifactu_records" ADD CONSTRAINT "verifactu_records_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verifactu_submissions" ADD CONSTRAINT "verifactu_submissions_record_id_verifactu_records_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."verifactu_records"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_lines_commission_idx" ON "invoice_lines" USING btree ("commission_id");--> statement-breakpoint
CREATE INDEX "invoice_sendings_invoice_idx" ON "invoice_sendings" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "invoiced_commissions_invoice_idx" ON "invoiced_commissions" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "invoices_issued_idx" ON "invoices" USING btree ("issued_on","id");--> statement-breakpoint
CREATE INDEX "invoices_rectifies_idx" ON "invoices" USING btree ("rectifies_id");--> statement-breakpoint
CREATE INDEX "verifactu_records_invoice_idx" ON "verifactu_records" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "verifactu_submissions_record_idx" ON "verifactu_submissions" USING btree ("record_id","answered_at");--> statement-breakpoint
CREATE TRIGGER "billing_issuers_version" BEFORE UPDATE ON "billing_issuers" FOR EACH ROW EXECUTE FUNCTION "palco_next_version"();--> statement-breakpoint
CREATE TRIGGER "invoices_version" BEFORE UPDATE ON "invoices" FOR EACH ROW EXECUTE FUNCTION "palco_next_version"();--> statement-breakpoint
CREATE TRIGGER "verifactu_settings_version" BEFORE UPDATE ON "verifactu_settings" FOR EACH ROW EXECUTE FUNCTION "palco_next_version"();--> statement-breakpoint
-- An issued invoice is a fact: it may not change or go, whoever asks (a route, a script, a cascade).
CREATE FUNCTION "palco_issued_invoice_fact"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD."status" = 'issued' THEN
    RAISE EXCEPTION 'La factura % está emitida: no se puede cambiar ni eliminar', OLD."number" USING ERRCODE = 'P0001';
  END IF;
  IF TG_OP = 'DELETE' THEN RETURN OLD; END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "invoices_fact" BEFORE UPDATE OR DELETE ON "invoices" FOR EACH ROW EXECUTE FUNCTION "palco_issued_invoice_fact"();--> statement-breakpoint
CREATE FUNCTION "palco_issued_invoice_lines_fact"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  parent uuid := CASE WHEN TG_OP = 'INSERT' THEN NEW."invoice_id" ELSE OLD."invoice_id" END;
BEGIN
  IF EXISTS (SELECT 1 FROM "invoices" WHERE "id" = parent AND "status" = 'issued') THEN
    RAISE EXCEPTION 'Las líneas de una factura emitida no se pueden cambiar' USING ERRCODE = 'P0001';
  END IF;
  IF TG_OP = 'DELETE' THEN RETURN OLD; END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "invoice_lines_fact" BEFORE INSERT OR UPDATE OR DELETE ON "invoice_lines" FOR EACH ROW EXECUTE FUNCTION "palco_issued_invoice_lines_fact"();--> statement-breakpoint
-- Append-only tables: what was written stays as it was written.
CREATE FUNCTION "palco_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'Los registros de % no se pueden cambiar ni eliminar', TG_TABLE_NAME USING ERRCODE = 'P0001';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "verifactu_records_append_only" BEFORE UPDATE OR DELETE ON "verifactu_records" FOR EACH ROW EXECUTE FUNCTION "palco_append_only"();--> statement-breakpoint
CREATE TRIGGER "verifactu_records_no_truncate" BEFORE TRUNCATE ON "verifactu_records" FOR EACH STATEMENT EXECUTE FUNCTION "palco_append_only"();--> statement-breakpoint
CREATE TRIGGER "verifactu_submissions_append_only" BEFORE UPDATE OR DELETE ON "verifactu_submissions" FOR EACH ROW EXECUTE FUNCTION "palco_append_only"();--> statement-breakpoint
CREATE TRIGGER "invoice_cancellations_append_only" BEFORE UPDATE OR DELETE ON "invoice_cancellations" FOR EACH ROW EXECUTE FUNCTION "palco_append_only"();--> statement-breakpoint
CREATE TRIGGER "invoice_sendings_append_only" BEFORE UPDATE OR DELETE ON "invoice_sendings" FOR EACH ROW EXECUTE FUNCTION "palco_append_only"();--> statement-breakpoint
-- An invoiced instalment outlives its deal, mandate or operation as a paid one does.
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
    DELETE FROM "commissions" AS c WHERE c."deal_id" = OLD."id" AND c."paid_amount" = 0
      AND NOT EXISTS (SELECT 1 FROM "invoiced_commissions" AS i WHERE i."commission_id" = c."id");
    UPDATE "commissions"
    SET "archived_at" = now(),
        "kept_brand_name" = coalesce("kept_brand_name", (SELECT "name" FROM "brands" WHERE "id" = OLD."brand_id")),
        "kept_player_name" = coalesce("kept_player_name", (SELECT "name" FROM "players" WHERE "id" = OLD."player_id"))
    WHERE "deal_id" = OLD."id";
  ELSIF TG_TABLE_NAME = 'mandates' THEN
    DELETE FROM "commissions" AS c WHERE c."mandate_id" = OLD."id" AND c."paid_amount" = 0
      AND NOT EXISTS (SELECT 1 FROM "invoiced_commissions" AS i WHERE i."commission_id" = c."id");
    UPDATE "commissions"
    SET "archived_at" = now(),
        "kept_player_name" = coalesce("kept_player_name", (SELECT "name" FROM "players" WHERE "id" = OLD."player_id"))
    WHERE "mandate_id" = OLD."id";
  ELSIF TG_TABLE_NAME = 'operations' THEN
    DELETE FROM "commissions" AS c WHERE c."operation_id" = OLD."id" AND c."paid_amount" = 0
      AND NOT EXISTS (SELECT 1 FROM "invoiced_commissions" AS i WHERE i."commission_id" = c."id");
    UPDATE "commissions"
    SET "archived_at" = now(),
        "kept_club_name" = coalesce("kept_club_name", (SELECT "name" FROM "clubs" WHERE "id" = OLD."club_id")),
        "kept_player_name" = coalesce("kept_player_name", (SELECT "name" FROM "players" WHERE "id" = OLD."player_id"))
    WHERE "operation_id" = OLD."id";
  END IF;
  RETURN OLD;
END;
$$;
