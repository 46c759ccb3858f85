import { eq } from "drizzle-orm";
import type { ActionProposal } from "../../../shared/domain/assistant-actions";
import { toIso } from "../../db/queries/dates";
import type { DbExecutor } from "../../db/queries/executor";
import { commissions, deals, okrs, players } from "../../db/schema";

const TABLES = { player: players, deal: deals, commission: commissions, okr: okrs } as const;

/** A proposal's record's last change (its `updated_at`), or null when it is gone. */
export async function recordVersion(db: DbExecutor, target: Pick<ActionProposal["target"], "type" | "id">): Promise<string | null> {
  const table = TABLES[target.type];
  const [row] = await db.select({ updatedAt: table.updatedAt }).from(table).where(eq(table.id, target.id));
  return row ? toIso(row.updatedAt) : null;
}
