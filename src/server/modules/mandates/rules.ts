// FIFA's rule as the agency keeps it: one representation agreement per player at a time.
import { and, asc, eq, gte, lte, ne } from "drizzle-orm";

import { MANDATE_MESSAGES } from "../../../shared/domain/mandate-rules";
import { periodIssue, type CreateMandateInput, type UpdateMandateInput } from "../../../shared/schemas/mandate";
import type { DbExecutor } from "../../db/lib/executor";
import type { WriteHooks } from "../../db/lib/write-hooks";
import { invalidInput, MandateOverlap } from "../../domain-errors";
import { changesMandateCommission, syncMandateCommissions } from "../commissions";
import { players } from "../players/table";
import { assertLicensedMember, mandateAgentId } from "../team";
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

/** The mandate's agent holds an active FIFA licence (art. 11); a mandate with no owner yet (no account) is let be. */
async function assertLicensedAgent(db: DbExecutor, agentId: string | undefined): Promise<void> {
  const id = await mandateAgentId(db, agentId);
  if (id) await assertLicensedMember(db, id, "mandateAgent", "agentId");
}

/**
 * One mandate per player at a time, a period that reads right, a licensed agent, and the mandate's commissions
 * kept in step.
 */
export const mandateRules: WriteHooks<CreateMandateInput, UpdateMandateInput> = {
  async beforeCreate(db, input) {
    await assertLicensedAgent(db, input.agentId);
    await assertNoMandateOverlap(db, input.playerId, input);
  },
  async beforeUpdate(db, id, input) {
    const [current] = await db.select().from(mandates).where(eq(mandates.id, id)).for("update");
    if (!current) return;
    if (input.agentId !== undefined) await assertLicensedAgent(db, input.agentId);
    const next = {
      playerId: input.playerId ?? current.playerId,
      startDate: input.startDate ?? current.startDate,
      endDate: input.endDate ?? current.endDate,
    };
    // A partial change is checked against the dates it keeps.
    const issue = periodIssue(next);
    if (issue) throw invalidInput(issue.message, { [issue.field]: issue.message });
    await assertNoMandateOverlap(db, next.playerId, next, id);
  },
  async afterWrite(db, id, change) {
    if (change.kind === "create" || changesMandateCommission(change.input)) await syncMandateCommissions(db, id);
  },
};
