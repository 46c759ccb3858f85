ALTER TYPE "public"."event_type" ADD VALUE 'Reunión';--> statement-breakpoint
ALTER TYPE "public"."event_type" ADD VALUE 'Entrevista';--> statement-breakpoint
ALTER TYPE "public"."event_type" ADD VALUE 'Sesión de fotos';--> statement-breakpoint
ALTER TYPE "public"."event_type" ADD VALUE 'Viaje';--> statement-breakpoint
ALTER TYPE "public"."event_type" ADD VALUE 'Médico';--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "end_time" text;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_end_after_start" CHECK ("events"."end_time" is null or ("events"."end_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and "events"."end_time" > "events"."time"));