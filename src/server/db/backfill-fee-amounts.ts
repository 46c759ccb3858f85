import { and, eq, getTableColumns, isNull, ne } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";

import { parseFeeAmount } from "../../shared/domain/fee-amount";
import { deals } from "../modules/deals/table";
import { investments } from "../modules/investments/table";
import { players } from "../modules/players/table";
import type { Database } from "./client";
import type { DbExecutor } from "./lib/executor";
import { runOnce } from "./run-once";

/** `amountKey` names the amount column by its property on the table, as drizzle's `set` takes it. */
type AmountColumns = { table: PgTable; id: PgColumn; text: PgColumn; amountKey: string };

/** Reads the euros of every row whose amount is still unknown (the Spanish number forms are read in TypeScript). */
async function fillAmounts(tx: DbExecutor, { table, id, text, amountKey }: AmountColumns): Promise<number> {
  const amount = getTableColumns(table)[amountKey];
  if (!amount) throw new Error(`no column ${amountKey}`);
  const pending = (await tx
    .select({ id, text })
    .from(table)
    .where(and(isNull(amount), ne(text, "")))) as { id: string; text: string }[];
  let filled = 0;
  for (const row of pending) {
    const value = parseFeeAmount(row.text);
    if (value === null) continue;
    await tx
      .update(table)
      .set({ [amountKey]: value })
      .where(eq(id, row.id));
    filled += 1;
  }
  return filled;
}

/** Deals written before fees were read as amounts get theirs. */
export const backfillFeeAmounts = (db: Database): Promise<number> =>
  runOnce(db, "fee_amounts_backfilled", (tx) =>
    fillAmounts(tx, { table: deals, id: deals.id, text: deals.fee, amountKey: "feeAmount" }),
  );

/** Players' market values and investments' amounts written before they were read as euros get theirs. */
export const backfillOtherAmounts = (db: Database): Promise<number> =>
  runOnce(db, "market_value_and_investment_amounts_backfilled", async (tx) => {
    const values = await fillAmounts(tx, {
      table: players,
      id: players.id,
      text: players.marketValue,
      amountKey: "marketValueAmount",
    });
    const invested = await fillAmounts(tx, {
      table: investments,
      id: investments.id,
      text: investments.amount,
      amountKey: "amountValue",
    });
    return values + invested;
  });
