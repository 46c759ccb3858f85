import type { DbExecutor } from "../../db/lib/executor";
import { listCommissions } from "../../modules/commissions";
import { listMandates, mandateContext } from "../../modules/mandates";
import { listOkrs } from "../../modules/okrs";
import type { PlayerPriorities } from "./okrs-for-player";

/** The player's mandate end, the commissions owed for them and their active OKRs' targets, read for the suggestions. */
export async function playerPriorities(db: DbExecutor, playerId: string, today: string): Promise<PlayerPriorities> {
  const [mandates, commissions, okrs] = await Promise.all([
    listMandates(db, { playerId, limit: 20 }, await mandateContext(db, today)),
    listCommissions(db, { limit: 1000 }, today),
    listOkrs(db, { playerId, status: "active", limit: 50 }),
  ]);
  const inForce = mandates.items.filter((mandate) => mandate.startDate <= today && mandate.endDate >= today);
  const owed = commissions.items.filter((item) => item.playerId === playerId && item.overdue);
  return {
    mandateEnd:
      inForce
        .map((mandate) => mandate.endDate)
        .sort()
        .at(-1) ?? null,
    overdue: { amount: owed.reduce((sum, item) => sum + item.balance, 0), count: owed.length },
    activeKeyResults: okrs.items.flatMap((okr) =>
      okr.keyResults.map(({ title, target, unit }) => ({ title, target, unit })),
    ),
  };
}
