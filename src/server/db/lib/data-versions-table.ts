import { bigint, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";

/** How many rows each view's counter is spread over (migration 0043). */
export const DATA_VERSION_SHARDS = 64;

/**
 * A counter per derived view (e.g. "dashboard"), raised by triggers in the same transaction as any write to the
 * tables the view reads. It is spread over DATA_VERSION_SHARDS rows, each writer raising the row of its own
 * connection (backend pid modulo the shards), so concurrent writes to unrelated records do not queue on one row's
 * lock. The view's version is the sum: it only grows, and it moves with every committed write.
 */
export const dataVersions = pgTable(
  "data_versions",
  {
    name: text("name").notNull(),
    shard: integer("shard").notNull().default(0),
    version: bigint("version", { mode: "number" }).notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.name, table.shard] })],
);
