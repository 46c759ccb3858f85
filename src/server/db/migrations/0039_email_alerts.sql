CREATE TABLE "alert_deliveries" (
	"user_id" text NOT NULL,
	"channel" text NOT NULL,
	"alert_key" text NOT NULL,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alert_deliveries_user_id_channel_alert_key_pk" PRIMARY KEY("user_id","channel","alert_key")
);
--> statement-breakpoint
ALTER TABLE "agent_settings" ADD COLUMN "email_alerts" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "alert_deliveries" ADD CONSTRAINT "alert_deliveries_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;