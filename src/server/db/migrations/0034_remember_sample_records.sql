-- A sample loaded by an earlier version and not yet cleared: its untouched players, brands and clubs are still
-- recognisable by the load's timestamp, so they are remembered as the load now does (edited ones cannot be told apart).
INSERT INTO "app_meta" ("key", "value")
SELECT 'sample_data_records', json_build_object(
  'writtenAt', written.value,
  'players', (SELECT coalesce(json_agg(id), '[]') FROM "players" WHERE "updated_at" = written.value::timestamptz),
  'brands', (SELECT coalesce(json_agg(id), '[]') FROM "brands" WHERE "updated_at" = written.value::timestamptz),
  'clubs', (SELECT coalesce(json_agg(id), '[]') FROM "clubs" WHERE "updated_at" = written.value::timestamptz))::text
FROM "app_meta" written
WHERE written."key" = 'sample_data_written_at'
ON CONFLICT ("key") DO NOTHING;
