-- The players list's ?q= matches "%text%" in search_text: a trigram index serves it instead of a scan of the table.
CREATE INDEX IF NOT EXISTS "players_search_text_trgm" ON "players" USING gin ("search_text" gin_trgm_ops);
