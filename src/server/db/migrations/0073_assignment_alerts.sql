-- A member whose role reaches only their players is told of those players' alerts: who looks after a player and a
-- member's role move the bell as a record does (the "alerts" data version of migration 0046).
CREATE TRIGGER "player_assignments_bump_alerts" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "player_assignments" FOR EACH STATEMENT EXECUTE FUNCTION "bump_alerts_version"();--> statement-breakpoint
CREATE TRIGGER "user_role_bump_alerts" AFTER UPDATE OF "role" ON "user" FOR EACH STATEMENT EXECUTE FUNCTION "bump_alerts_version"();
