ALTER TABLE "activity" ADD COLUMN "actor_role" text DEFAULT 'agent' NOT NULL;--> statement-breakpoint
-- Changes written before the role was kept: a player's session wrote them if its user is a player's.
UPDATE "activity" SET "actor_role" = 'player' WHERE "actor_id" IN (SELECT "id" FROM "user" WHERE "role" = 'player');
