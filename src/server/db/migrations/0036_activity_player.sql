ALTER TABLE "activity" ADD COLUMN "player_id" uuid;--> statement-breakpoint
CREATE INDEX "activity_player_idx" ON "activity" USING btree ("player_id","created_at","id");--> statement-breakpoint
-- Writes that do not name the player (an offer, a record deleted without its row at hand) are linked here: through
-- the record while it exists, else through the earlier history rows of the same record.
CREATE FUNCTION "palco_activity_player"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.player_id IS NULL THEN
    NEW.player_id := CASE NEW.entity_type
      WHEN 'player' THEN NEW.entity_id
      WHEN 'deal' THEN (SELECT player_id FROM deals WHERE id = NEW.entity_id)
      WHEN 'investment' THEN (SELECT player_id FROM investments WHERE id = NEW.entity_id)
      WHEN 'event' THEN (SELECT player_id FROM events WHERE id = NEW.entity_id)
      WHEN 'news' THEN (SELECT player_id FROM news WHERE id = NEW.entity_id)
      WHEN 'document' THEN (SELECT player_id FROM documents WHERE id = NEW.entity_id)
      WHEN 'okr' THEN (SELECT player_id FROM okrs WHERE id = NEW.entity_id)
      WHEN 'approval' THEN (SELECT player_id FROM approvals WHERE id = NEW.entity_id)
      WHEN 'mandate' THEN (SELECT player_id FROM mandates WHERE id = NEW.entity_id)
      WHEN 'commission' THEN (SELECT player_id FROM commissions WHERE id = NEW.entity_id)
      WHEN 'operation' THEN (SELECT player_id FROM operations WHERE id = NEW.entity_id)
      WHEN 'offer' THEN (SELECT o.player_id FROM offers f JOIN operations o ON o.id = f.operation_id WHERE f.id = NEW.entity_id)
      WHEN 'contact_log' THEN (SELECT player_id FROM contact_log WHERE id = NEW.entity_id)
    END;
  END IF;
  IF NEW.player_id IS NULL THEN
    NEW.player_id := (SELECT a.player_id FROM activity a
      WHERE a.entity_type = NEW.entity_type AND a.entity_id = NEW.entity_id AND a.player_id IS NOT NULL
      ORDER BY a.created_at DESC LIMIT 1);
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "activity_player" BEFORE INSERT ON "activity" FOR EACH ROW EXECUTE FUNCTION "palco_activity_player"();
--> statement-breakpoint
-- The history written before this version: linked the same way.
UPDATE "activity" a SET "player_id" = CASE a."entity_type"
  WHEN 'player' THEN a."entity_id"
  WHEN 'deal' THEN (SELECT player_id FROM deals WHERE id = a."entity_id")
  WHEN 'investment' THEN (SELECT player_id FROM investments WHERE id = a."entity_id")
  WHEN 'event' THEN (SELECT player_id FROM events WHERE id = a."entity_id")
  WHEN 'news' THEN (SELECT player_id FROM news WHERE id = a."entity_id")
  WHEN 'document' THEN (SELECT player_id FROM documents WHERE id = a."entity_id")
  WHEN 'okr' THEN (SELECT player_id FROM okrs WHERE id = a."entity_id")
  WHEN 'approval' THEN (SELECT player_id FROM approvals WHERE id = a."entity_id")
  WHEN 'mandate' THEN (SELECT player_id FROM mandates WHERE id = a."entity_id")
  WHEN 'commission' THEN (SELECT player_id FROM commissions WHERE id = a."entity_id")
  WHEN 'operation' THEN (SELECT player_id FROM operations WHERE id = a."entity_id")
  WHEN 'offer' THEN (SELECT o.player_id FROM offers f JOIN operations o ON o.id = f.operation_id WHERE f.id = a."entity_id")
  WHEN 'contact_log' THEN (SELECT player_id FROM contact_log WHERE id = a."entity_id")
END;
