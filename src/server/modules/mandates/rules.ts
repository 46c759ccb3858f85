// FIFA's rule as the agency keeps it: one representation agreement per player at a time.
import { and, asc, eq, gte, lte, ne } from "drizzle-orm";

import { MANDATE_MESSAGES } from "../../../shared/domain/mandate-rules";
import type { DbExecutor } from "../../db/lib/executor";
import { MandateOverlap } from "../../domain-errors";
import { players } from "../players/table";
import { mandates } from "./table";

/**
 * Refuses a period that shares a day with another mandate of the player. The player's row is locked first,
 * so that two requests for the same player cannot both see the other's dates as free.
 */
export async function assertNoMandateOverlap(
  db: DbExecutor,
  playerId: string,
  period: { startDate: string; endDate: string },
  exceptId?: string,
) {
  await db.select({ id: players.id }).from(players).where(eq(players.id, playerId)).for("update");
  const [clash] = await db
    .select({ id: mandates.id })
    .from(mandates)
    .where(
      and(
        eq(mandates.playerId, playerId),
        lte(mandates.startDate, period.endDate),
        gte(mandates.endDate, period.startDate),
        exceptId ? ne(mandates.id, exceptId) : undefined,
      ),
    )
    .orderBy(asc(mandates.startDate))
    .limit(1);
  if (clash) throw new MandateOverlap(MANDATE_MESSAGES.overlap);
}
