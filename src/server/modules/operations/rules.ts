// The rules an operation obeys against what is recorded: a mandate in force past a sounding, a reason when it
// falls through, and the player's club and contract when it is signed.
import { and, desc, eq, gte, lte } from "drizzle-orm";

import { agencyToday } from "../../../shared/domain/calendar-day";
import { formatCsvDate } from "../../../shared/domain/csv-values";
import { isInForce, type FifaRuleBook } from "../../../shared/domain/fifa-rules";
import {
  changesClub,
  mandateRequiredMessage,
  needsMandate,
  OPERATION_MESSAGES,
  type OperationStage,
  type OperationType,
} from "../../../shared/domain/operations";
import type { DbExecutor } from "../../db/lib/executor";
import { DomainError, invalidInput } from "../../domain-errors";
import { mandates } from "../mandates/table";

/** The operation would go past a sounding for a player the agency does not represent today. */
export class MandateRequired extends DomainError {
  constructor(message: string) {
    super("conflict", message);
  }
}

/**
 * Refuses a stage that needs a representation mandate when none of the player's covers today, while the rule is in
 * force (Configuración); suspended, the operation only carries the warning.
 */
export async function assertMandateForStage(
  db: DbExecutor,
  playerId: string,
  stage: OperationStage,
  rules: FifaRuleBook,
): Promise<void> {
  if (!needsMandate(stage) || !isInForce(rules, "mandate-required")) return;
  const today = agencyToday();
  const [inForce] = await db
    .select({ id: mandates.id })
    .from(mandates)
    .where(and(eq(mandates.playerId, playerId), lte(mandates.startDate, today), gte(mandates.endDate, today)))
    .limit(1);
  if (inForce) return;
  const [latest] = await db
    .select({ startDate: mandates.startDate, endDate: mandates.endDate })
    .from(mandates)
    .where(eq(mandates.playerId, playerId))
    .orderBy(desc(mandates.startDate))
    .limit(1);
  throw new MandateRequired(mandateRequiredMessage(latest ?? null, today, formatCsvDate));
}

/** A fallen operation says why. */
export function assertLostReason(stage: OperationStage, lostReason: string | null | undefined): void {
  if (stage === "Caída" && !lostReason?.trim())
    throw invalidInput(OPERATION_MESSAGES.lostReasonRequired, { lostReason: OPERATION_MESSAGES.lostReasonRequired });
}

/** What a signature changes in the player's record: the club for a move, the contract's end when it is known. */
export function playerChangesOnSigning(
  operation: { type: OperationType; endDate: string | null },
  clubName: string,
): { team?: string; contractUntil?: string } {
  return {
    ...(changesClub(operation.type) ? { team: clubName } : {}),
    ...(operation.endDate ? { contractUntil: operation.endDate } : {}),
  };
}
