CREATE TYPE "public"."approval_kind" AS ENUM('renewal', 'social_post', 'photo_session');--> statement-breakpoint
CREATE TYPE "public"."approval_status" AS ENUM('pending', 'approved', 'rejected');--> statement-breakpoint
CREATE TYPE "public"."deal_stage" AS ENUM('Prospect', 'Negociación', 'Activa', 'Cerrada');--> statement-breakpoint
CREATE TYPE "public"."document_status" AS ENUM('firmado', 'pendiente');--> statement-breakpoint
CREATE TYPE "public"."document_type" AS ENUM('Contrato', 'NDA', 'Otro');--> statement-breakpoint
CREATE TYPE "public"."event_status" AS ENUM('confirmado', 'pendiente', 'cancelado');--> statement-breakpoint
CREATE TYPE "public"."event_type" AS ENUM('Partido', 'Evento', 'Entrenamiento');--> statement-breakpoint
CREATE TYPE "public"."investment_risk" AS ENUM('bajo', 'medio', 'alto');--> statement-breakpoint
CREATE TYPE "public"."investment_status" AS ENUM('activa', 'en evaluación', 'cerrada');--> statement-breakpoint
CREATE TYPE "public"."investment_type" AS ENUM('Startup', 'Inmueble', 'Fondo');--> statement-breakpoint
CREATE TYPE "public"."news_sentiment" AS ENUM('positivo', 'neutral', 'negativo');--> statement-breakpoint
CREATE TYPE "public"."okr_quarter" AS ENUM('Q1', 'Q2', 'Q3', 'Q4');--> statement-breakpoint
CREATE TYPE "public"."okr_status" AS ENUM('draft', 'active', 'completed', 'cancelled');--> statement-breakpoint
CREATE TABLE "agent_settings" (
	"user_id" text PRIMARY KEY NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"notify_negative_sentiment" boolean DEFAULT true NOT NULL,
	"notify_contract_expiry" boolean DEFAULT true NOT NULL,
	"notify_new_opportunities" boolean DEFAULT true NOT NULL,
	"notify_upcoming_events" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "approvals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" uuid NOT NULL,
	"kind" "approval_kind" NOT NULL,
	"title" text NOT NULL,
	"detail" text DEFAULT '' NOT NULL,
	"amount" text,
	"scheduled_for" date,
	"status" "approval_status" DEFAULT 'pending' NOT NULL,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brands" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"sector" text NOT NULL,
	"contact_email" text,
	"logo" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campaign_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" uuid NOT NULL,
	"prompt" text NOT NULL,
	"campaign_type" text NOT NULL,
	"aspect_ratio" text NOT NULL,
	"quality" text NOT NULL,
	"style" text NOT NULL,
	"engine" text NOT NULL,
	"file_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" uuid NOT NULL,
	"brand_id" uuid NOT NULL,
	"stage" "deal_stage" DEFAULT 'Prospect' NOT NULL,
	"type" text DEFAULT 'Patrocinio' NOT NULL,
	"fee" text DEFAULT '' NOT NULL,
	"deliverables" text[] DEFAULT '{}'::text[] NOT NULL,
	"start_date" date,
	"renew_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" uuid NOT NULL,
	"brand_id" uuid,
	"type" "document_type" NOT NULL,
	"name" text NOT NULL,
	"date" date NOT NULL,
	"status" "document_status" DEFAULT 'pendiente' NOT NULL,
	"url" text,
	"file_key" text,
	"file_name" text,
	"file_size" integer,
	"mime_type" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" uuid NOT NULL,
	"type" "event_type" NOT NULL,
	"title" text NOT NULL,
	"date" date NOT NULL,
	"time" text NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"status" "event_status" DEFAULT 'confirmado' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "events_time_format" CHECK ("events"."time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$')
);
--> statement-breakpoint
CREATE TABLE "follower_snapshots" (
	"player_id" uuid NOT NULL,
	"month" date NOT NULL,
	"instagram" bigint NOT NULL,
	"tiktok" bigint NOT NULL,
	"x" bigint NOT NULL,
	"youtube" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "follower_snapshots_player_id_month_pk" PRIMARY KEY("player_id","month"),
	CONSTRAINT "follower_snapshots_month_start" CHECK (extract(day from "follower_snapshots"."month") = 1)
);
--> statement-breakpoint
CREATE TABLE "investments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" uuid NOT NULL,
	"type" "investment_type" NOT NULL,
	"name" text NOT NULL,
	"amount" text DEFAULT '' NOT NULL,
	"risk" "investment_risk" DEFAULT 'medio' NOT NULL,
	"status" "investment_status" DEFAULT 'en evaluación' NOT NULL,
	"date" date NOT NULL,
	"expected_return" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" uuid NOT NULL,
	"title" text NOT NULL,
	"source" text NOT NULL,
	"sentiment" "news_sentiment" DEFAULT 'neutral' NOT NULL,
	"date" date NOT NULL,
	"excerpt" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "okrs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"objective" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"quarter" "okr_quarter" DEFAULT 'Q1' NOT NULL,
	"year" integer NOT NULL,
	"status" "okr_status" DEFAULT 'active' NOT NULL,
	"key_results" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"player_id" uuid,
	"assigned_to" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "okrs_year_range" CHECK ("okrs"."year" between 2000 and 2100),
	CONSTRAINT "okrs_key_results_array" CHECK (jsonb_typeof("okrs"."key_results") = 'array')
);
--> statement-breakpoint
CREATE TABLE "players" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"birth_date" date,
	"position" text NOT NULL,
	"nationality" text NOT NULL,
	"team" text NOT NULL,
	"image" text,
	"instagram_followers" bigint DEFAULT 0 NOT NULL,
	"tiktok_followers" bigint DEFAULT 0 NOT NULL,
	"x_followers" bigint DEFAULT 0 NOT NULL,
	"youtube_followers" bigint DEFAULT 0 NOT NULL,
	"engagement_rate" numeric(5, 2) DEFAULT 0 NOT NULL,
	"sentiment" integer DEFAULT 50 NOT NULL,
	"market_value" text DEFAULT '' NOT NULL,
	"contract_until" date,
	"search_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "players_sentiment_range" CHECK ("players"."sentiment" between 0 and 100),
	CONSTRAINT "players_engagement_range" CHECK ("players"."engagement_rate" between 0 and 100),
	CONSTRAINT "players_followers_non_negative" CHECK ("players"."instagram_followers" >= 0 and "players"."tiktok_followers" >= 0 and "players"."x_followers" >= 0 and "players"."youtube_followers" >= 0)
);
--> statement-breakpoint
ALTER TABLE "agent_settings" ADD CONSTRAINT "agent_settings_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approvals" ADD CONSTRAINT "approvals_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_images" ADD CONSTRAINT "campaign_images_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follower_snapshots" ADD CONSTRAINT "follower_snapshots_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investments" ADD CONSTRAINT "investments_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "okrs" ADD CONSTRAINT "okrs_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "approvals_status_created_idx" ON "approvals" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "brands_name_unique" ON "brands" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "brands_name_idx" ON "brands" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "campaign_images_player_idx" ON "campaign_images" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE INDEX "deals_created_idx" ON "deals" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "deals_stage_created_idx" ON "deals" USING btree ("stage","created_at","id");--> statement-breakpoint
CREATE INDEX "deals_player_created_idx" ON "deals" USING btree ("player_id","created_at","id");--> statement-breakpoint
CREATE INDEX "deals_brand_idx" ON "deals" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "documents_date_idx" ON "documents" USING btree ("date","id");--> statement-breakpoint
CREATE INDEX "documents_player_date_idx" ON "documents" USING btree ("player_id","date","id");--> statement-breakpoint
CREATE INDEX "documents_brand_idx" ON "documents" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "events_date_idx" ON "events" USING btree ("date","time","id");--> statement-breakpoint
CREATE INDEX "events_player_date_idx" ON "events" USING btree ("player_id","date","time","id");--> statement-breakpoint
CREATE INDEX "follower_snapshots_month_idx" ON "follower_snapshots" USING btree ("month");--> statement-breakpoint
CREATE INDEX "investments_date_idx" ON "investments" USING btree ("date","id");--> statement-breakpoint
CREATE INDEX "investments_player_date_idx" ON "investments" USING btree ("player_id","date","id");--> statement-breakpoint
CREATE INDEX "news_date_idx" ON "news" USING btree ("date","id");--> statement-breakpoint
CREATE INDEX "news_player_date_idx" ON "news" USING btree ("player_id","date","id");--> statement-breakpoint
CREATE INDEX "news_sentiment_date_idx" ON "news" USING btree ("sentiment","date","id");--> statement-breakpoint
CREATE INDEX "okrs_period_idx" ON "okrs" USING btree ("year","quarter","id");--> statement-breakpoint
CREATE INDEX "okrs_player_idx" ON "okrs" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "players_name_idx" ON "players" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "players_created_at_idx" ON "players" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "players_contract_until_idx" ON "players" USING btree ("contract_until");