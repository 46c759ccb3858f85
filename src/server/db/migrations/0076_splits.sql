CREATE TABLE "collaborators" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"tax_id_country" text DEFAULT 'ES' NOT NULL,
	"tax_id" text,
	"licence_number" text,
	"email" text,
	"notes" text,
	"member_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "collaborators_member_unique" UNIQUE("member_id"),
	CONSTRAINT "collaborators_member_kind" CHECK ("collaborators"."member_id" is null or "collaborators"."kind" = 'equipo')
);
--> statement-breakpoint
CREATE TABLE "commission_shares" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"commission_id" uuid NOT NULL,
	"collaborator_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"percent" numeric(5, 2),
	"amount" numeric(14, 2),
	"basis" text NOT NULL,
	"due" text NOT NULL,
	CONSTRAINT "commission_shares_position" UNIQUE("commission_id","position"),
	CONSTRAINT "commission_shares_one_measure" CHECK (num_nonnulls("commission_shares"."percent", "commission_shares"."amount") = 1)
);
--> statement-breakpoint
CREATE TABLE "split_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"deal_id" uuid,
	"mandate_id" uuid,
	"operation_id" uuid,
	"collaborator_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"percent" numeric(5, 2),
	"amount" numeric(14, 2),
	"basis" text NOT NULL,
	"due" text NOT NULL,
	CONSTRAINT "split_lines_one_source" CHECK (num_nonnulls("split_lines"."deal_id", "split_lines"."mandate_id", "split_lines"."operation_id") = 1),
	CONSTRAINT "split_lines_one_measure" CHECK (num_nonnulls("split_lines"."percent", "split_lines"."amount") = 1)
);
--> statement-breakpoint
CREATE TABLE "collaborator_payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"collaborator_id" uuid NOT NULL,
	"paid_on" date NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"advance" boolean DEFAULT false NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "collaborator_payouts_positive" CHECK ("collaborator_payouts"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "settlement_sendings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"collaborator_id" uuid NOT NULL,
	"period_from" date NOT NULL,
	"period_to" date NOT NULL,
	"sent_to" text NOT NULL,
	"sent_by" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "collaborators" ADD CONSTRAINT "collaborators_member_id_user_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_shares" ADD CONSTRAINT "commission_shares_commission_id_commissions_id_fk" FOREIGN KEY ("commission_id") REFERENCES "public"."commissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_shares" ADD CONSTRAINT "commission_shares_collaborator_id_collaborators_id_fk" FOREIGN KEY ("collaborator_id") REFERENCES "public"."collaborators"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "split_lines" ADD CONSTRAINT "split_lines_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "split_lines" ADD CONSTRAINT "split_lines_mandate_id_mandates_id_fk" FOREIGN KEY ("mandate_id") REFERENCES "public"."mandates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "split_lines" ADD CONSTRAINT "split_lines_operation_id_operations_id_fk" FOREIGN KEY ("operation_id") REFERENCES "public"."operations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "split_lines" ADD CONSTRAINT "split_lines_collaborator_id_collaborators_id_fk" FOREIGN KEY ("collaborator_id") REFERENCES "public"."collaborators"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collaborator_payouts" ADD CONSTRAINT "collaborator_payouts_collaborator_id_collaborators_id_fk" FOREIGN KEY ("collaborator_id") REFERENCES "public"."collaborators"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_sendings" ADD CONSTRAINT "settlement_sendings_collaborator_id_collaborators_id_fk" FOREIGN KEY ("collaborator_id") REFERENCES "public"."collaborators"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "collaborators_name_idx" ON "collaborators" USING btree ("name");--> statement-breakpoint
CREATE INDEX "commission_shares_collaborator_idx" ON "commission_shares" USING btree ("collaborator_id");--> statement-breakpoint
CREATE INDEX "split_lines_deal_idx" ON "split_lines" USING btree ("deal_id");--> statement-breakpoint
CREATE INDEX "split_lines_mandate_idx" ON "split_lines" USING btree ("mandate_id");--> statement-breakpoint
CREATE INDEX "split_lines_operation_idx" ON "split_lines" USING btree ("operation_id");--> statement-breakpoint
CREATE INDEX "split_lines_collaborator_idx" ON "split_lines" USING btree ("collaborator_id");--> statement-breakpoint
CREATE INDEX "collaborator_payouts_collaborator_idx" ON "collaborator_payouts" USING btree ("collaborator_id","paid_on");--> statement-breakpoint
CREATE TRIGGER "collaborators_version" BEFORE UPDATE ON "collaborators" FOR EACH ROW EXECUTE FUNCTION "palco_next_version"();--> statement-breakpoint
CREATE TRIGGER "collaborator_payouts_version" BEFORE UPDATE ON "collaborator_payouts" FOR EACH ROW EXECUTE FUNCTION "palco_next_version"();--> statement-breakpoint
CREATE TRIGGER "settlement_sendings_append_only" BEFORE UPDATE OR DELETE ON "settlement_sendings" FOR EACH ROW EXECUTE FUNCTION "palco_append_only"();--> statement-breakpoint
-- A new instalment carries its source's split from the moment it exists, whichever write made it.
CREATE FUNCTION "palco_copy_source_split"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "commission_shares" ("commission_id", "collaborator_id", "position", "percent", "amount", "basis", "due")
  SELECT NEW."id", s."collaborator_id", s."position", s."percent", s."amount", s."basis", s."due"
    FROM "split_lines" s
   WHERE s."deal_id" = NEW."deal_id" OR s."mandate_id" = NEW."mandate_id" OR s."operation_id" = NEW."operation_id";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "commissions_copy_split" AFTER INSERT ON "commissions" FOR EACH ROW EXECUTE FUNCTION "palco_copy_source_split"();--> statement-breakpoint
INSERT INTO "fifa_rules" ("key", "title", "status", "source") VALUES
  ('fee-sharing', 'Los honorarios de agente solo se comparten con otro agente con licencia', 'en vigor', 'Reglamento FIFA de Agentes de Fútbol, art. 16')
ON CONFLICT DO NOTHING;
