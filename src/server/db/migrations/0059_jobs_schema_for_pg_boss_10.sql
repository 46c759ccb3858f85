-- pg-boss is pinned to 10 (the last release for Node 20). The schema that pg-boss 12 left holds only the sweep's
-- schedule and finished runs, and pg-boss 10 refuses a schema newer than its own: it is dropped here and made
-- again, in pg-boss 10's version, at the next start.
DROP SCHEMA IF EXISTS pgboss CASCADE;
