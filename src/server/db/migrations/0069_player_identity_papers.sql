ALTER TABLE "players" ADD COLUMN "id_document_type" text;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "id_document_number" text;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "id_document_expiry" date;--> statement-breakpoint
ALTER TABLE "players" ADD CONSTRAINT "players_id_document_type" CHECK ("players"."id_document_type" in ('DNI', 'NIE', 'Pasaporte'));