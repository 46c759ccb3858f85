CREATE TABLE "commissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"deal_id" uuid,
	"mandate_id" uuid,
	"player_id" uuid NOT NULL,
	"period" text NOT NULL,
	"due_date" date NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"received_at" date,
	"received_amount" numeric(14, 2),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "commissions_deal_period" UNIQUE("deal_id","period"),
	CONSTRAINT "commissions_mandate_period" UNIQUE("mandate_id","period"),
	CONSTRAINT "commissions_one_source" CHECK (("commissions"."deal_id" is null) <> ("commissions"."mandate_id" is null)),
	CONSTRAINT "commissions_received_together" CHECK (("commissions"."received_at" is null) = ("commissions"."received_amount" is null)),
	CONSTRAINT "commissions_amounts" CHECK ("commissions"."amount" >= 0 and coalesce("commissions"."received_amount", 0) >= 0)
);
--> statement-breakpoint
ALTER TABLE "agent_settings" ADD COLUMN "deal_commission_percent" numeric(5, 2) DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "deals" ADD COLUMN "commission_percent" numeric(5, 2) DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "commissions" ADD CONSTRAINT "commissions_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commissions" ADD CONSTRAINT "commissions_mandate_id_mandates_id_fk" FOREIGN KEY ("mandate_id") REFERENCES "public"."mandates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commissions" ADD CONSTRAINT "commissions_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "commissions_due_idx" ON "commissions" USING btree ("due_date","id");