-- Every Palco process remembers the sessions it checked for a while; a sign-out, a password change or a revocation
-- on any process deletes sessions, and this tells every listening process to forget what it remembered.
CREATE FUNCTION "palco_sessions_revoked"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('palco_sessions', '');
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "session_revoked_notify" AFTER DELETE ON "session" FOR EACH STATEMENT EXECUTE FUNCTION "palco_sessions_revoked"();
