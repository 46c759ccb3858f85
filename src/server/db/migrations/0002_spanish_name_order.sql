-- Names sort the Spanish way ("Álvaro" before "Diego", "ñ" after "n"), in lists and in their cursors alike.
ALTER TABLE "players" ALTER COLUMN "name" TYPE text COLLATE "es-x-icu";
--> statement-breakpoint
ALTER TABLE "brands" ALTER COLUMN "name" TYPE text COLLATE "es-x-icu";
