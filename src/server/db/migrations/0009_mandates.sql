CREATE TABLE "mandates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" uuid NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"exclusive" boolean DEFAULT true NOT NULL,
	"commission_percent" numeric(5, 2) NOT NULL,
	"annual_remuneration" numeric(14, 2),
	"territory" text DEFAULT '' NOT NULL,
	"legal_advice_confirmed" boolean NOT NULL,
	"fifa_registered_at" date,
	"notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mandates_period_order" CHECK ("mandates"."end_date" >= "mandates"."start_date"),
	CONSTRAINT "mandates_commission_range" CHECK ("mandates"."commission_percent" between 0 and 100),
	CONSTRAINT "mandates_legal_advice" CHECK ("mandates"."legal_advice_confirmed")
);
--> statement-breakpoint
ALTER TABLE "mandates" ADD CONSTRAINT "mandates_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mandates_player_start_idx" ON "mandates" USING btree ("player_id","start_date");--> statement-breakpoint
CREATE INDEX "mandates_end_idx" ON "mandates" USING btree ("end_date");