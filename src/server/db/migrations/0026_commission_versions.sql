ALTER TABLE "commissions" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
-- A payment raises its instalment's version (the payments' trigger updates the row): a payment recorded from an
-- older view of the instalment (another tab recorded one meanwhile) is refused instead of counted twice.
CREATE TRIGGER "commissions_version" BEFORE UPDATE ON "commissions" FOR EACH ROW EXECUTE FUNCTION "palco_next_version"();
