import { eq } from "drizzle-orm";

import type { ActionProposal } from "../../../shared/domain/assistant-actions";
import { toIso } from "../../db/lib/dates";
import type { DbExecutor } from "../../db/lib/executor";
import { brands } from "../../modules/brands/table";
import { commissions } from "../../modules/commissions/table";
import { deals } from "../../modules/deals/table";
import { okrs } from "../../modules/okrs/table";
import { operations } from "../../modules/operations/table";
import { players } from "../../modules/players/table";

const TABLES = {
  player: players,
  deal: deals,
  commission: commissions,
  okr: okrs,
  operation: operations,
  brand: brands,
} as const;

/**
 * A proposal's record's last change (its `updated_at`), or null when it is gone; with `lock`, the row stays
 * locked until the transaction ends, so that nothing changes it between this check and the write.
 */
export async function recordVersion(
  db: DbExecutor,
  target: Pick<NonNullable<ActionProposal["target"]>, "type" | "id">,
  options: { lock?: boolean } = {},
): Promise<string | null> {
  const table = TABLES[target.type];
  const query = db.select({ updatedAt: table.updatedAt }).from(table).where(eq(table.id, target.id));
  const [row] = options.lock ? await query.for("update") : await query;
  return row ? toIso(row.updatedAt) : null;
}
