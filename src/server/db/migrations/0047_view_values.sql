-- Unlogged: a cache of computed figures, rebuilt by the next request after a crash.
CREATE UNLOGGED TABLE "view_values" (
	"name" text NOT NULL,
	"key" text NOT NULL,
	"version" bigint NOT NULL,
	"period" text NOT NULL,
	"value" text NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "view_values_name_key_pk" PRIMARY KEY("name","key")
);
