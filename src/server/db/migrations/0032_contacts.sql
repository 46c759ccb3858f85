CREATE TYPE "public"."contact_channel" AS ENUM('llamada', 'reunión', 'email', 'WhatsApp');--> statement-breakpoint
CREATE TABLE "contact_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"date" date NOT NULL,
	"channel" "contact_channel" NOT NULL,
	"contact_id" uuid,
	"club_id" uuid,
	"brand_id" uuid,
	"player_id" uuid,
	"operation_id" uuid,
	"summary" text NOT NULL,
	"next_step" text DEFAULT '' NOT NULL,
	"next_step_on" date,
	"next_step_done" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contacts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"role" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"club_id" uuid,
	"brand_id" uuid,
	"notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "contacts_one_organisation" CHECK (num_nonnulls("contacts"."club_id", "contacts"."brand_id") = 1)
);
--> statement-breakpoint
ALTER TABLE "agent_settings" ADD COLUMN "notify_market" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "respond_by" date;--> statement-breakpoint
ALTER TABLE "contact_log" ADD CONSTRAINT "contact_log_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_log" ADD CONSTRAINT "contact_log_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_log" ADD CONSTRAINT "contact_log_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_log" ADD CONSTRAINT "contact_log_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_log" ADD CONSTRAINT "contact_log_operation_id_operations_id_fk" FOREIGN KEY ("operation_id") REFERENCES "public"."operations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_log_date_idx" ON "contact_log" USING btree ("date","id");--> statement-breakpoint
CREATE INDEX "contact_log_club_idx" ON "contact_log" USING btree ("club_id","date");--> statement-breakpoint
CREATE INDEX "contact_log_brand_idx" ON "contact_log" USING btree ("brand_id","date");--> statement-breakpoint
CREATE INDEX "contact_log_player_idx" ON "contact_log" USING btree ("player_id","date");--> statement-breakpoint
CREATE INDEX "contact_log_operation_idx" ON "contact_log" USING btree ("operation_id","date");--> statement-breakpoint
CREATE INDEX "contact_log_contact_idx" ON "contact_log" USING btree ("contact_id");--> statement-breakpoint
CREATE INDEX "contact_log_next_step_idx" ON "contact_log" USING btree ("next_step_on") WHERE not "contact_log"."next_step_done";--> statement-breakpoint
CREATE INDEX "contacts_club_idx" ON "contacts" USING btree ("club_id",palco_fold("name"));--> statement-breakpoint
CREATE INDEX "contacts_brand_idx" ON "contacts" USING btree ("brand_id",palco_fold("name"));--> statement-breakpoint
CREATE INDEX "contacts_name_idx" ON "contacts" USING btree (palco_fold("name"),"id");--> statement-breakpoint
CREATE INDEX "contacts_name_fold_trgm" ON "contacts" USING gin (palco_fold("name") gin_trgm_ops);--> statement-breakpoint
CREATE TRIGGER "contacts_version" BEFORE UPDATE ON "contacts" FOR EACH ROW EXECUTE FUNCTION "palco_next_version"();--> statement-breakpoint
CREATE TRIGGER "contact_log_version" BEFORE UPDATE ON "contact_log" FOR EACH ROW EXECUTE FUNCTION "palco_next_version"();--> statement-breakpoint
-- A brand's single contact email becomes one of its people, named after the brand until the agent names them.
INSERT INTO "contacts" ("name", "role", "email", "brand_id")
SELECT 'Contacto de ' || "name", 'Contacto principal', "contact_email", "id" FROM "brands" WHERE coalesce("contact_email", '') <> '';
