CREATE TABLE "transfer_windows" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"league" text NOT NULL,
	"name" text NOT NULL,
	"start_day" text NOT NULL,
	"end_day" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
