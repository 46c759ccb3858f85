CREATE TABLE "team_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"invited_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "team_invitations_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "player_assignments" (
	"player_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "player_assignments_player_id_user_id_pk" PRIMARY KEY("player_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "user" ALTER COLUMN "role" SET DEFAULT 'direccion';--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "is_owner" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "deactivated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "licence_number" text;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "licence_expiry" date;--> statement-breakpoint
-- The one agent account becomes the agency's owner, with the role that may do everything.
UPDATE "user" SET "role" = 'direccion' WHERE "role" = 'agent';--> statement-breakpoint
UPDATE "user" SET "is_owner" = true WHERE "id" = (SELECT "id" FROM "user" WHERE "role" = 'direccion' ORDER BY "created_at" LIMIT 1);--> statement-breakpoint
ALTER TABLE "user" ADD CONSTRAINT "user_role_known" CHECK ("role" IN ('direccion', 'agente', 'asistente', 'ojeador', 'legal', 'contabilidad', 'comunicacion', 'lectura', 'player'));--> statement-breakpoint
ALTER TABLE "team_invitations" ADD CONSTRAINT "team_invitations_invited_by_user_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_assignments" ADD CONSTRAINT "player_assignments_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_assignments" ADD CONSTRAINT "player_assignments_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "team_invitations_email_idx" ON "team_invitations" USING btree ("email","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "player_assignments_one_responsible" ON "player_assignments" USING btree ("player_id") WHERE "player_assignments"."kind" = 'responsible';--> statement-breakpoint
CREATE INDEX "player_assignments_user_idx" ON "player_assignments" USING btree ("user_id","player_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_one_owner" ON "user" USING btree ("is_owner") WHERE "user"."is_owner";--> statement-breakpoint
ALTER TABLE "user" ADD CONSTRAINT "user_owner_direccion" CHECK (not "user"."is_owner" or "user"."role" = 'direccion');