import { bigint, date, integer, pgTable, primaryKey } from "drizzle-orm/pg-core";

/**
 * How many events fall on each day, maintained by the statements that write events, in their transaction
 * (migration 0051): the calendar's count (all, and from today on) reads days, not events. Spread over rows per
 * connection's shard like the data versions, and read as their sum.
 */
export const eventDayTotals = pgTable(
  "event_day_totals",
  {
    date: date("date").notNull(),
    shard: integer("shard").notNull(),
    events: bigint("events", { mode: "number" }).notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.date, table.shard] })],
);
