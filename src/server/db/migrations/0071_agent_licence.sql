ALTER TABLE "contact_log" ADD COLUMN "approach" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "mandates" ADD COLUMN "agent_id" text;--> statement-breakpoint
ALTER TABLE "mandates" ADD CONSTRAINT "mandates_agent_id_user_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."user"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mandates_agent_idx" ON "mandates" USING btree ("agent_id");--> statement-breakpoint
-- The licence belongs to the person (FIFA art. 11): the number the owner kept in the profile moves onto the account,
-- where every member's is kept.
UPDATE "user" SET "licence_number" = "agent_settings"."licence_number"
  FROM "agent_settings"
  WHERE "agent_settings"."user_id" = "user"."id" AND "agent_settings"."licence_number" <> '' AND "user"."licence_number" IS NULL;--> statement-breakpoint
ALTER TABLE "agent_settings" DROP COLUMN "licence_number";--> statement-breakpoint
-- The mandates written before Palco had a team were the owner's.
UPDATE "mandates" SET "agent_id" = (SELECT "id" FROM "user" WHERE "is_owner") WHERE "agent_id" IS NULL;--> statement-breakpoint
INSERT INTO "fifa_rules" ("key", "title", "status", "source") VALUES
  ('licensed-agent', 'Solo quien tiene licencia de agente presta servicios de agente o se acerca a un cliente', 'en vigor', 'Reglamento FIFA de Agentes de Fútbol, art. 11')
  ON CONFLICT ("key") DO NOTHING;
