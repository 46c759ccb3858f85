-- Brands that differ only by accents ("Áqualis", "Aqualis") were allowed until now: the later ones get a number,
-- so that the stricter index can be built and no brand is lost.
UPDATE "brands" AS b SET "name" = b."name" || ' (' || d.n || ')'
FROM (SELECT "id", row_number() OVER (PARTITION BY palco_fold("name") ORDER BY "created_at", "id") AS n FROM "brands") AS d
WHERE d."id" = b."id" AND d.n > 1;--> statement-breakpoint
DROP INDEX "brands_name_unique";--> statement-breakpoint
CREATE UNIQUE INDEX "brands_name_unique" ON "brands" USING btree (palco_fold("name"));
