CREATE TABLE "clubs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"country" text NOT NULL,
	"league" text,
	"city" text,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "clubs_name_unique" ON "clubs" USING btree (palco_fold("name"));--> statement-breakpoint
CREATE INDEX "clubs_name_idx" ON "clubs" USING btree (palco_fold("name"),"id");--> statement-breakpoint
CREATE TRIGGER "clubs_version" BEFORE UPDATE ON "clubs" FOR EACH ROW EXECUTE FUNCTION "palco_next_version"();--> statement-breakpoint
CREATE INDEX "clubs_name_fold_trgm" ON "clubs" USING gin (palco_fold("name") gin_trgm_ops);
