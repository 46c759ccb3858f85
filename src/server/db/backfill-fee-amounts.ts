import { and, eq, isNull, ne } from "drizzle-orm";
import { parseFeeAmount } from "../../shared/domain/fee-amount";
import type { Database } from "./client";
import { runOnce } from "./run-once";
import { deals, investments, players } from "./schema";

/** Deals written before fees were read as amounts get theirs (the Spanish number forms are read in TypeScript). */
export const backfillFeeAmounts = (db: Database): Promise<number> =>
  runOnce(db, "fee_amounts_backfilled", async (tx) => {
    const pending = await tx
      .select({ id: deals.id, fee: deals.fee })
      .from(deals)
      .where(and(isNull(deals.feeAmount), ne(deals.fee, "")));
    let filled = 0;
    for (const deal of pending) {
      const amount = parseFeeAmount(deal.fee);
      if (amount === null) continue;
      await tx.update(deals).set({ feeAmount: amount }).where(eq(deals.id, deal.id));
      filled += 1;
    }
    return filled;
  });

/** Players' market values and investments' amounts written before they were read as euros get theirs. */
export const backfillOtherAmounts = (db: Database): Promise<number> =>
  runOnce(db, "market_value_and_investment_amounts_backfilled", async (tx) => {
    let filled = 0;
    const valued = await tx
      .select({ id: players.id, text: players.marketValue })
      .from(players)
      .where(and(isNull(players.marketValueAmount), ne(players.marketValue, "")));
    for (const player of valued) {
      const amount = parseFeeAmount(player.text);
      if (amount === null) continue;
      await tx.update(players).set({ marketValueAmount: amount }).where(eq(players.id, player.id));
      filled += 1;
    }
    const invested = await tx
      .select({ id: investments.id, text: investments.amount })
      .from(investments)
      .where(and(isNull(investments.amountValue), ne(investments.amount, "")));
    for (const investment of invested) {
      const amount = parseFeeAmount(investment.text);
      if (amount === null) continue;
      await tx.update(investments).set({ amountValue: amount }).where(eq(investments.id, investment.id));
      filled += 1;
    }
    return filled;
  });
