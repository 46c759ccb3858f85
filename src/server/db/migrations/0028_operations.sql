CREATE TYPE "public"."operation_stage" AS ENUM('Sondeo', 'Oferta', 'Negociación', 'Acuerdo', 'Firmada', 'Caída');--> statement-breakpoint
CREATE TYPE "public"."operation_type" AS ENUM('Traspaso', 'Cesión', 'Renovación', 'Fichaje libre');--> statement-breakpoint
CREATE TABLE "operations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" uuid NOT NULL,
	"type" "operation_type" NOT NULL,
	"club_id" uuid NOT NULL,
	"origin_club_id" uuid,
	"stage" "operation_stage" DEFAULT 'Sondeo' NOT NULL,
	"transfer_fee" text DEFAULT '' NOT NULL,
	"salary" text DEFAULT '' NOT NULL,
	"signing_bonus" text DEFAULT '' NOT NULL,
	"bonuses" text DEFAULT '' NOT NULL,
	"start_date" date,
	"end_date" date,
	"agent_fee_percent" numeric(5, 2),
	"agent_fee_amount" text,
	"lost_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "operations" ADD CONSTRAINT "operations_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operations" ADD CONSTRAINT "operations_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operations" ADD CONSTRAINT "operations_origin_club_id_clubs_id_fk" FOREIGN KEY ("origin_club_id") REFERENCES "public"."clubs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "operations_created_idx" ON "operations" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "operations_player_idx" ON "operations" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE INDEX "operations_club_idx" ON "operations" USING btree ("club_id");--> statement-breakpoint
CREATE INDEX "operations_origin_club_idx" ON "operations" USING btree ("origin_club_id");--> statement-breakpoint
CREATE TRIGGER "operations_version" BEFORE UPDATE ON "operations" FOR EACH ROW EXECUTE FUNCTION "palco_next_version"();
