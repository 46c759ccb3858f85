CREATE TYPE "public"."offer_direction" AS ENUM('recibida', 'enviada');--> statement-breakpoint
CREATE TYPE "public"."offer_state" AS ENUM('pendiente', 'aceptada', 'rechazada', 'contraoferta');--> statement-breakpoint
CREATE TABLE "offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"operation_id" uuid NOT NULL,
	"date" date NOT NULL,
	"direction" "offer_direction" NOT NULL,
	"club_id" uuid NOT NULL,
	"transfer_fee" text DEFAULT '' NOT NULL,
	"salary" text DEFAULT '' NOT NULL,
	"years" integer,
	"state" "offer_state" DEFAULT 'pendiente' NOT NULL,
	"feedback" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_operation_id_operations_id_fk" FOREIGN KEY ("operation_id") REFERENCES "public"."operations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "offers_operation_date_idx" ON "offers" USING btree ("operation_id","date","created_at");--> statement-breakpoint
CREATE TRIGGER "offers_version" BEFORE UPDATE ON "offers" FOR EACH ROW EXECUTE FUNCTION "palco_next_version"();
