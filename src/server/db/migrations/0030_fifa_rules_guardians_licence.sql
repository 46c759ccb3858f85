CREATE TABLE "fifa_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"title" text NOT NULL,
	"status" text NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "fifa_rules_key_unique" UNIQUE("key"),
	CONSTRAINT "fifa_rules_status" CHECK ("fifa_rules"."status" in ('en vigor', 'suspendida'))
);
--> statement-breakpoint
ALTER TABLE "agent_settings" ADD COLUMN "licence_number" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "mandates" ADD COLUMN "guardian_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "mandates" ADD COLUMN "guardian_consent_on" date;--> statement-breakpoint
ALTER TABLE "operations" ADD COLUMN "signed_on" date;--> statement-breakpoint
CREATE TRIGGER "fifa_rules_version" BEFORE UPDATE ON "fifa_rules" FOR EACH ROW EXECUTE FUNCTION "palco_next_version"();--> statement-breakpoint
-- The rules as Palco first applied them (shared/domain/fifa-rules.ts); from here on they are the agent's to edit.
INSERT INTO "fifa_rules" ("key", "title", "status", "source") VALUES
  ('mandate-required', 'Operar con un mandato de representación vigente', 'en vigor', 'Reglamento FIFA de Agentes de Fútbol, art. 12'),
  ('mandate-max-duration', 'Duración máxima del mandato: 2 años', 'en vigor', 'Reglamento FIFA de Agentes de Fútbol, art. 12'),
  ('mandate-registration', 'Registro del mandato en la plataforma FIFA en 14 días', 'en vigor', 'Reglamento FIFA de Agentes de Fútbol, art. 12'),
  ('service-fee-cap', 'Límite de honorarios: 5 % de los primeros USD 200.000 de remuneración anual y 3 % del resto', 'suspendida', 'Reglamento FIFA de Agentes de Fútbol, art. 15; suspendido por la Circular FIFA n.º 1873 (30/12/2023)'),
  ('minor-guardian', 'Menores de 18 años: tutor legal y su consentimiento por escrito', 'en vigor', 'Reglamento FIFA de Agentes de Fútbol, art. 13'),
  ('registration-period', 'Inscripción del jugador dentro de un periodo de inscripción (ventana de traspasos)', 'en vigor', 'Reglamento FIFA sobre el Estatuto y la Transferencia de Jugadores, art. 6');
