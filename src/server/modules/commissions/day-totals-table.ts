import { bigint, date, integer, numeric, pgTable, primaryKey } from "drizzle-orm/pg-core";

/**
 * The commission ledger summed per due day: expected and received euros, and what is still owed (euros and
 * instalments), maintained by the statements that write instalments, in their transaction (migration 0051). The
 * summary reads this quarter's days and the past days instead of every instalment. Spread over rows per
 * connection's shard like the data versions, and read as their sum.
 */
export const commissionDayTotals = pgTable(
  "commission_day_totals",
  {
    dueDate: date("due_date").notNull(),
    shard: integer("shard").notNull(),
    expected: numeric("expected", { mode: "number" }).notNull().default(0),
    received: numeric("received", { mode: "number" }).notNull().default(0),
    owed: numeric("owed", { mode: "number" }).notNull().default(0),
    owedCount: bigint("owed_count", { mode: "number" }).notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.dueDate, table.shard] })],
);
