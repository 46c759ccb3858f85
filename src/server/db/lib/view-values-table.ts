import { bigint, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

/**
 * The last value of each figure computed from whole tables (the dashboard, the pipeline's totals), with the data
 * version and period (the agency's day, a minute) it was computed at, so that every Palco process on this database
 * answers from one computation per version instead of each computing its own. Unlogged (migration 0047): after a
 * crash it starts empty and the next request computes again.
 */
export const viewValues = pgTable(
  "view_values",
  {
    name: text("name").notNull(),
    key: text("key").notNull(),
    version: bigint("version", { mode: "number" }).notNull(),
    period: text("period").notNull(),
    value: text("value").notNull(),
    computedAt: timestamp("computed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.name, table.key] })],
);
