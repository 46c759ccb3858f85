CREATE TABLE "confirmed_actions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tool" text NOT NULL,
	"actor_id" text,
	"confirmed_at" timestamp with time zone DEFAULT now() NOT NULL
);
