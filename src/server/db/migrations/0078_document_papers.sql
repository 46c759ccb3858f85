ALTER TABLE "agent_settings" ADD COLUMN "notify_papers" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "kind" text DEFAULT 'otro' NOT NULL;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "expires_on" date;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "lead_days" integer;--> statement-breakpoint
CREATE INDEX "documents_expiry_idx" ON "documents" USING btree ("expires_on","id") WHERE "documents"."expires_on" is not null;--> statement-breakpoint
CREATE INDEX "documents_player_kind_idx" ON "documents" USING btree ("player_id","kind");--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_kind" CHECK (kind in ('dni-nie', 'pasaporte', 'permiso', 'medico', 'licencia-fifa', 'consentimiento-tutor', 'mandato', 'contrato-club', 'contrato-imagen', 'contrato-patrocinio', 'otro'));--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_lead_days" CHECK ("documents"."lead_days" is null or "documents"."lead_days" between 0 and 365);--> statement-breakpoint
-- Contracts filed with a brand before kinds existed are sponsorship contracts; the rest stay "otro" until the agent
-- says what they are.
UPDATE "documents" SET "kind" = 'contrato-patrocinio' WHERE "type" = 'Contrato' AND "brand_id" IS NOT NULL;
--> statement-breakpoint
INSERT INTO "fifa_rules" ("key", "title", "status", "source") VALUES
  ('player-identity', 'Traspaso internacional: el pasaporte del jugador, en vigor, en el sistema de transferencias (TMS)', 'en vigor', 'Reglamento FIFA sobre el Estatuto y la Transferencia de Jugadores, anexo 3 (TMS)')
ON CONFLICT DO NOTHING;
