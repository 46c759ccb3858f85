-- The split is copied once per statement over the rows it inserted: per row, with an OR over three columns, a bulk
-- sync of 142,649 instalments took 217 s against 13.5 s without the copy.
DROP TRIGGER "commissions_copy_split" ON "commissions";--> statement-breakpoint
CREATE OR REPLACE FUNCTION "palco_copy_source_split"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "commission_shares" ("commission_id", "collaborator_id", "position", "percent", "amount", "basis", "due")
  SELECT n."id", s."collaborator_id", s."position", s."percent", s."amount", s."basis", s."due"
    FROM new_rows n JOIN "split_lines" s ON s."deal_id" = n."deal_id"
  UNION ALL
  SELECT n."id", s."collaborator_id", s."position", s."percent", s."amount", s."basis", s."due"
    FROM new_rows n JOIN "split_lines" s ON s."mandate_id" = n."mandate_id"
  UNION ALL
  SELECT n."id", s."collaborator_id", s."position", s."percent", s."amount", s."basis", s."due"
    FROM new_rows n JOIN "split_lines" s ON s."operation_id" = n."operation_id";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "commissions_copy_split" AFTER INSERT ON "commissions" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "palco_copy_source_split"();
