import { bigint, integer, numeric, pgTable } from "drizzle-orm/pg-core";

const stageTotals = (prefix: string) => ({
  [`${prefix}Deals`]: bigint(`${prefix}_deals`, { mode: "number" }).notNull().default(0),
  [`${prefix}Fees`]: numeric(`${prefix}_fees`, { mode: "number" }).notNull().default(0),
  [`${prefix}Unreadable`]: bigint(`${prefix}_unreadable`, { mode: "number" }).notNull().default(0),
});

/**
 * The pipeline's totals per stage (deals, euros of readable fees, fees that could not be read), maintained by the
 * statement that writes deals, in its transaction (migration 0049), so that the dashboard and the pipeline read a
 * few rows instead of counting every deal. Spread over rows like the data versions (one per connection's backend
 * pid modulo 64, all stages in one row so that a transaction locks one row) and read as their sum.
 */
export const dealTotals = pgTable("deal_totals", {
  shard: integer("shard").primaryKey(),
  ...stageTotals("prospect"),
  ...stageTotals("negotiation"),
  ...stageTotals("active"),
  ...stageTotals("closed"),
});
