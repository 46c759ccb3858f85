ALTER TABLE "approvals" ADD COLUMN "decided_by" text;--> statement-breakpoint
CREATE INDEX "approvals_player_answers_idx" ON "approvals" USING btree ("decided_at") WHERE "approvals"."decided_by" = 'player';--> statement-breakpoint
-- Only the player answers a question about a record: every such answer so far was theirs.
UPDATE "approvals" SET "decided_by" = 'player' WHERE "record_id" IS NOT NULL AND "status" <> 'pending';
