import { and, eq, isNull, ne } from "drizzle-orm";
import { parseFeeAmount } from "../../shared/domain/fee-amount";
import type { Database } from "./client";
import { runOnce } from "./run-once";
import { deals } from "./schema";

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
