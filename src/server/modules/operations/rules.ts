// The rules an operation obeys against what is recorded: a mandate in force past a sounding, a reason when it
// falls through, and the player's club and contract when it is signed.
import { and, desc, eq, gte, lte } from "drizzle-orm";

import { agencyToday } from "../../../shared/domain/calendar-day";
import { formatCsvDate } from "../../../shared/domain/csv-values";
import { parseFeeAmount } from "../../../shared/domain/fee-amount";
import { isInForce, type FifaRuleBook } from "../../../shared/domain/fifa-rules";
import {
  changesClub,
  mandateRequiredMessage,
  needsMandate,
  OPERATION_MESSAGES,
  signedFeeGaps,
  type OperationStage,
  type OperationType,
} from "../../../shared/domain/operations";
import type { CreateOperationInput, Operation, UpdateOperationInput } from "../../../shared/schemas/operation";
import type { DbExecutor } from "../../db/lib/executor";
import { withWriteHooks, type WriteHooks } from "../../db/lib/write-hooks";
import { DomainError, invalidInput } from "../../domain-errors";
import type { Actor } from "../../history/activity";
import { updateRecorded } from "../../history/recorded-writes";
import { contractOfSigning } from "../club-contracts";
import { changesOperationCommission, syncOperationCommissions } from "../commissions";
import { fifaRuleBook } from "../fifa-rules";
import { mandates } from "../mandates/table";
import { offers } from "../offers/table";
import { getPlayer, PLAYER_HISTORY, updatePlayer } from "../players";
import { assertLicensedMember } from "../team";
import { getOperation, insertOperation, updateOperationRow } from "./queries";
import { operations } from "./table";

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

/**
 * Past a sounding the agency performs agent services, which FIFA (art. 11) reserves to a licensed agent: the
 * member who moves it must hold an active licence. Writes with no one behind them (sample data) are let be.
 */
async function assertLicensedForStage(db: DbExecutor, stage: OperationStage, actor: Actor | undefined) {
  if (actor && needsMandate(stage)) await assertLicensedMember(db, actor.id, "operationStage");
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

/** What signing writes into the player (club, contract), recorded in his history when someone is named. */
async function applySigning(db: DbExecutor, operation: Operation, actor: Actor | undefined): Promise<void> {
  const changes = playerChangesOnSigning(operation, operation.clubName);
  if (Object.keys(changes).length === 0) return;
  const write = () => updatePlayer(db, operation.playerId, changes);
  if (actor)
    await updateRecorded(
      db,
      PLAYER_HISTORY,
      actor,
      operation.playerId,
      changes,
      () => getPlayer(db, operation.playerId),
      write,
    );
  else await write();
}

/** Refuses a signed operation whose percent fee lacks what it is computed from, naming each missing field. */
async function assertFeeComputable(db: DbExecutor, id: string): Promise<void> {
  const [terms] = await db
    .select({
      agentFeePercent: operations.agentFeePercent,
      agentFeeAmount: operations.agentFeeAmount,
      salary: operations.salary,
      startDate: operations.startDate,
      endDate: operations.endDate,
    })
    .from(operations)
    .where(eq(operations.id, id));
  if (!terms) return;
  const gaps = signedFeeGaps({
    ...terms,
    agentFeeAmount: parseFeeAmount(terms.agentFeeAmount),
    salary: parseFeeAmount(terms.salary),
  });
  if (gaps.length === 0) return;
  throw invalidInput(
    OPERATION_MESSAGES.signingNeeds(gaps, terms.agentFeePercent ?? 0),
    Object.fromEntries(gaps.map((gap) => [gap, OPERATION_MESSAGES.signingNeedsField(terms.agentFeePercent ?? 0)])),
  );
}

/**
 * A mandate in force past a sounding, a reason when it falls through, and on signing the fee's instalments and
 * the player's new club; beforeUpdate notes the stage the operation had, to know whether an edit signs it.
 */
export const operationRules: WriteHooks<CreateOperationInput, UpdateOperationInput, Actor, { stage: OperationStage }> =
  {
    async beforeCreate(db, input, actor) {
      const stage = input.stage ?? "Sondeo";
      assertLostReason(stage, input.lostReason);
      await assertLicensedForStage(db, stage, actor);
      await assertMandateForStage(db, input.playerId, stage, await fifaRuleBook(db));
    },
    async beforeUpdate(db, id, input, actor) {
      const [current] = await db.select().from(operations).where(eq(operations.id, id)).for("update");
      if (!current) return undefined;
      const next = { ...current, ...input };
      assertLostReason(next.stage, next.lostReason);
      // The rule guards the move into a stage (or to another player); an operation already past a sounding stays
      // editable.
      if (next.stage !== current.stage) await assertLicensedForStage(db, next.stage, actor);
      if (next.stage !== current.stage || next.playerId !== current.playerId)
        await assertMandateForStage(db, next.playerId, next.stage, await fifaRuleBook(db));
      return { stage: current.stage };
    },
    async afterWrite(db, id, change, actor) {
      const today = agencyToday();
      // An operation created signed, or an edit that moves it into Firmada, signs it: its fee and the player's club.
      const before = change.kind === "update" ? change.before?.stage : undefined;
      const stage = change.input.stage ?? (change.kind === "create" ? "Sondeo" : before);
      const signsNow = stage === "Firmada" && before !== "Firmada";
      const feeChanged = change.kind === "update" && changesOperationCommission(change.input);
      // Judged on the row as written (the percent may come from the mandate): a signature that cannot compute its
      // fee is refused, and the whole write with it, instead of signing with no commission while saying otherwise.
      if (stage === "Firmada" && (signsNow || feeChanged)) await assertFeeComputable(db, id);
      if (signsNow || feeChanged) await syncOperationCommissions(db, id, today);
      if (!signsNow) return;
      // Offers still waiting for an answer are closed with the signature.
      await db
        .update(offers)
        .set({ state: "cerrada" })
        .where(and(eq(offers.operationId, id), eq(offers.state, "pendiente")));
      const operation = await getOperation(db, id);
      if (!operation) return;
      await applySigning(db, operation, actor);
      await contractOfSigning(db, operation, parseFeeAmount(operation.salary));
    },
  };

/** An operation's create and update with its rules: the routes and the assistant write through these. */
export const operationWrites = withWriteHooks(
  { insert: insertOperation, update: updateOperationRow, get: getOperation },
  operationRules,
);
export const createOperation = operationWrites.create;
export const updateOperation = operationWrites.update;
