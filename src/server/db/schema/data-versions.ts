import { bigint, pgTable, text } from "drizzle-orm/pg-core";

/**
 * A counter per derived view (e.g. "dashboard"), raised by triggers in the same transaction as any write to
 * the tables the view reads. A process keeps its computed view while the counter stays the same.
 */
export const dataVersions = pgTable("data_versions", {
  name: text("name").primaryKey(),
  version: bigint("version", { mode: "number" }).notNull().default(0),
});
