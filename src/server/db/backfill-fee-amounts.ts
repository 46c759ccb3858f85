import { and, eq, isNull, ne } from "drizzle-orm";
import { parseFeeAmount } from "../../shared/domain/fee-amount";
import type { Database } from "./client";
import { appMeta, deals } from "./schema";

const MARKER = "fee_amounts_backfilled";

/**
 * Deals written before fees were read as amounts get theirs once, at the first start of this version
 * (migrations are SQL; the Spanish number forms are read in TypeScript). Marked in app_meta, so it runs once.
 */
export async function backfillFeeAmounts(db: Database): Promise<number> {
  return db.transaction(async (tx) => {
    const [done] = await tx.select().from(appMeta).where(eq(appMeta.key, MARKER)).for("update");
    if (done) return 0;
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
    await tx.insert(appMeta).values({ key: MARKER, value: new Date().toISOString() }).onConflictDoNothing();
    return filled;
  });
}
