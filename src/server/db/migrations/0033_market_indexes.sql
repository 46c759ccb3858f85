CREATE INDEX "offers_pending_due_idx" ON "offers" USING btree (coalesce("respond_by" + 1, "date" + 7)) WHERE "offers"."state" = 'pendiente';--> statement-breakpoint
CREATE INDEX "offers_pending_respond_by_idx" ON "offers" USING btree ("respond_by") WHERE "offers"."state" = 'pendiente';--> statement-breakpoint
CREATE INDEX "operations_signed_idx" ON "operations" USING btree ("signed_on");--> statement-breakpoint
CREATE INDEX "operations_start_idx" ON "operations" USING btree ("start_date");