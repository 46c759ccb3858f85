-- Global search: accent- and case-free matching ("nunez" finds "Núñez") through trigram indexes.
-- Both extensions are trusted since PostgreSQL 13: the database owner may create them on a managed server.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
-- unaccent() is only STABLE (its dictionary could change); naming the dictionary makes the fold safe to index.
CREATE OR REPLACE FUNCTION palco_fold(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, value)) $$;--> statement-breakpoint
CREATE INDEX "players_name_fold_trgm" ON "players" USING gin (palco_fold("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "brands_name_fold_trgm" ON "brands" USING gin (palco_fold("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "events_title_fold_trgm" ON "events" USING gin (palco_fold("title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "news_title_fold_trgm" ON "news" USING gin (palco_fold("title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "documents_name_fold_trgm" ON "documents" USING gin (palco_fold("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "okrs_objective_fold_trgm" ON "okrs" USING gin (palco_fold("objective") gin_trgm_ops);
