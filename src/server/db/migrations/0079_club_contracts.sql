CREATE TABLE "club_contracts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" uuid NOT NULL,
	"club_id" uuid NOT NULL,
	"operation_id" uuid,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"seasons" jsonb NOT NULL,
	"bonuses" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"release_clause" numeric(14, 2),
	"sell_on_percent" numeric(5, 2),
	"sell_on_beneficiary" text,
	"image_rights" jsonb,
	"notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "club_contracts_period" CHECK ("club_contracts"."end_date" >= "club_contracts"."start_date"),
	CONSTRAINT "club_contracts_sell_on" CHECK ("club_contracts"."sell_on_percent" is null or "club_contracts"."sell_on_percent" between 0 and 100)
);
--> statement-breakpoint
ALTER TABLE "club_contracts" ADD CONSTRAINT "club_contracts_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_contracts" ADD CONSTRAINT "club_contracts_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_contracts" ADD CONSTRAINT "club_contracts_operation_id_operations_id_fk" FOREIGN KEY ("operation_id") REFERENCES "public"."operations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "club_contracts_player_idx" ON "club_contracts" USING btree ("player_id","start_date");--> statement-breakpoint
CREATE INDEX "club_contracts_end_idx" ON "club_contracts" USING btree ("end_date");--> statement-breakpoint
CREATE TRIGGER "club_contracts_version" BEFORE UPDATE ON "club_contracts" FOR EACH ROW EXECUTE FUNCTION "palco_next_version"();--> statement-breakpoint
CREATE TRIGGER "club_contracts_bump_alerts" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "club_contracts" FOR EACH STATEMENT EXECUTE FUNCTION "bump_alerts_version"();
