ALTER TYPE "public"."approval_kind" ADD VALUE 'deal';--> statement-breakpoint
ALTER TYPE "public"."approval_kind" ADD VALUE 'event';--> statement-breakpoint
ALTER TYPE "public"."approval_kind" ADD VALUE 'campaign_image';--> statement-breakpoint
ALTER TYPE "public"."event_status" ADD VALUE 'rechazado';--> statement-breakpoint
ALTER TABLE "approvals" ADD COLUMN "record_type" text;--> statement-breakpoint
ALTER TABLE "approvals" ADD COLUMN "record_id" uuid;--> statement-breakpoint
ALTER TABLE "approvals" ADD COLUMN "comment" text;--> statement-breakpoint
CREATE INDEX "approvals_record_idx" ON "approvals" USING btree ("record_type","record_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "approvals_one_pending_per_record" ON "approvals" USING btree ("record_type","record_id") WHERE "approvals"."status" = 'pending' and "approvals"."record_id" is not null;