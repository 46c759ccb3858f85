import { aliasedTable, and, desc, eq, gte, inArray, lte, sql } from "drizzle-orm";

import { agencyToday } from "../../../shared/domain/calendar-day";
import type { FifaRuleBook } from "../../../shared/domain/fifa-rules";
import { OPEN_OPERATION_STAGES, operationWarnings, type OperationFacts } from "../../../shared/domain/operations";
import type { Page } from "../../../shared/schemas/common";
import type {
  CreateOperationInput,
  ListOperationsQuery,
  Operation,
  OperationSummary,
  UpdateOperationInput,
} from "../../../shared/schemas/operation";
import { isoTimestamp } from "../../db/lib/dates";
import type { DbExecutor } from "../../db/lib/executor";
import { afterCursor, toPage } from "../../db/lib/pagination";
import type { Actor } from "../../history/activity";
import { updateRecorded } from "../../history/recorded-writes";
import { clubs } from "../clubs/table";
import { changesOperationCommission, syncOperationCommissions } from "../commissions";
import { fifaRuleBook } from "../fifa-rules";
import { mandates } from "../mandates/table";
import { getPlayer, PLAYER_HISTORY, updatePlayer } from "../players";
import { players } from "../players/table";
import { transferWindows } from "../transfer-windows/table";
import { assertLostReason, assertMandateForStage, playerChangesOnSigning } from "./rules";
import { operations } from "./table";

const originClubs = aliasedTable(clubs, "origin_clubs");

/** What every operation read is judged against: the agency's today, the rules in force and the leagues' windows. */
type OperationContext = Pick<OperationFacts, "today" | "windows"> & { rules: FifaRuleBook };

async function operationContext(db: DbExecutor): Promise<OperationContext> {
  const [rules, windows] = await Promise.all([
    fifaRuleBook(db),
    db
      .select({ league: transferWindows.league, startDay: transferWindows.startDay, endDay: transferWindows.endDay })
      .from(transferWindows),
  ]);
  return { today: agencyToday(), rules, windows };
}

const operationColumns = (today: string) => ({
  id: operations.id,
  playerId: operations.playerId,
  playerName: players.name,
  type: operations.type,
  clubId: operations.clubId,
  clubName: clubs.name,
  clubLeague: clubs.league,
  originClubId: operations.originClubId,
  originClubName: originClubs.name,
  stage: operations.stage,
  transferFee: operations.transferFee,
  salary: operations.salary,
  signingBonus: operations.signingBonus,
  bonuses: operations.bonuses,
  startDate: operations.startDate,
  endDate: operations.endDate,
  signedOn: operations.signedOn,
  agentFeePercent: operations.agentFeePercent,
  agentFeeAmount: operations.agentFeeAmount,
  lostReason: operations.lostReason,
  createdAt: isoTimestamp(operations.createdAt),
  updatedAt: isoTimestamp(operations.updatedAt),
  version: operations.version,
  cursorCreatedAt: sql<string>`${operations.createdAt}::text`,
  // The player's mandate in force today that runs longest (mandates_player_start_idx).
  mandateEndsOn: sql<string | null>`(select max(${mandates.endDate})::text from ${mandates}
    where ${mandates.playerId} = ${operations.playerId} and ${mandates.startDate} <= ${today} and ${mandates.endDate} >= ${today})`,
});

type OperationRow = Omit<Operation, "warnings"> & {
  cursorCreatedAt: string;
  clubLeague: string | null;
  mandateEndsOn: string | null;
};

function toOperation(
  { cursorCreatedAt: _cursor, clubLeague, mandateEndsOn, ...row }: OperationRow,
  context: OperationContext,
): Operation {
  const facts = { today: context.today, windows: context.windows, league: clubLeague, mandateEndsOn };
  return { ...row, warnings: operationWarnings(row, facts, context.rules) };
}

const selectOperations = (db: DbExecutor, today: string) =>
  db
    .select(operationColumns(today))
    .from(operations)
    .innerJoin(players, eq(players.id, operations.playerId))
    .innerJoin(clubs, eq(clubs.id, operations.clubId))
    .leftJoin(originClubs, eq(originClubs.id, operations.originClubId));

export async function listOperations(db: DbExecutor, query: ListOperationsQuery): Promise<Page<Operation>> {
  const context = await operationContext(db);
  const rows = await selectOperations(db, context.today)
    .where(
      and(
        query.playerId ? eq(operations.playerId, query.playerId) : undefined,
        query.clubId ? eq(operations.clubId, query.clubId) : undefined,
        query.stage ? eq(operations.stage, query.stage) : undefined,
        afterCursor([operations.createdAt, operations.id], query.cursor, "desc"),
      ),
    )
    .orderBy(desc(operations.createdAt), desc(operations.id))
    .limit(query.limit + 1);
  return toPage<OperationRow, Operation>(
    rows,
    query.limit,
    (row) => [row.cursorCreatedAt, row.id],
    (row) => toOperation(row, context),
  );
}

export async function getOperation(db: DbExecutor, id: string): Promise<Operation | undefined> {
  const context = await operationContext(db);
  const [row] = await selectOperations(db, context.today).where(eq(operations.id, id));
  return row ? toOperation(row, context) : undefined;
}

/** A signed operation writes its outcome into the player's record, with the player's own history. */
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

/** The commission percent of the player's mandate in force on `today`; null when none covers it. */
async function mandatePercentToday(db: DbExecutor, playerId: string, today: string): Promise<number | null> {
  const [inForce] = await db
    .select({ percent: mandates.commissionPercent })
    .from(mandates)
    .where(and(eq(mandates.playerId, playerId), lte(mandates.startDate, today), gte(mandates.endDate, today)))
    .orderBy(desc(mandates.endDate))
    .limit(1);
  return inForce?.percent ?? null;
}

export async function createOperation(db: DbExecutor, input: CreateOperationInput, actor?: Actor): Promise<Operation> {
  const stage = input.stage ?? "Sondeo";
  const today = agencyToday();
  assertLostReason(stage, input.lostReason);
  await assertMandateForStage(db, input.playerId, stage, await fifaRuleBook(db));
  const signedOn = stage === "Firmada" ? (input.signedOn ?? today) : input.signedOn;
  // With no fee given, the agent's percent is the one of the player's mandate in force.
  const agentFeePercent =
    input.agentFeePercent ?? (input.agentFeeAmount ? null : await mandatePercentToday(db, input.playerId, today));
  const [row] = await db
    .insert(operations)
    .values({ ...input, signedOn, agentFeePercent })
    .returning({ id: operations.id });
  if (!row) throw new Error("insert returned no row");
  if (stage === "Firmada") {
    await syncOperationCommissions(db, row.id, today);
    const signed = await getOperation(db, row.id);
    if (signed) await applySigning(db, signed, actor);
  }
  const operation = await getOperation(db, row.id);
  if (!operation) throw new Error("insert returned no row");
  return operation;
}

export async function updateOperation(
  db: DbExecutor,
  id: string,
  input: UpdateOperationInput,
  actor?: Actor,
): Promise<Operation | undefined> {
  const [current] = await db.select().from(operations).where(eq(operations.id, id)).for("update");
  if (!current) return undefined;
  const next = { ...current, ...input };
  const today = agencyToday();
  assertLostReason(next.stage, next.lostReason);
  // The rule guards the move into a stage (or to another player); an operation already past a sounding stays editable.
  if (next.stage !== current.stage || next.playerId !== current.playerId)
    await assertMandateForStage(db, next.playerId, next.stage, await fifaRuleBook(db));
  const signsNow = next.stage === "Firmada" && current.stage !== "Firmada";
  const changes = { ...input, ...(signsNow && !next.signedOn ? { signedOn: today } : {}) };
  await db
    .update(operations)
    .set({ ...changes, ...(next.stage === "Caída" ? {} : { lostReason: null }), updatedAt: new Date() })
    .where(eq(operations.id, id));
  if (changesOperationCommission(changes)) await syncOperationCommissions(db, id, today);
  if (signsNow) {
    const signed = await getOperation(db, id);
    if (signed) await applySigning(db, signed, actor);
  }
  return getOperation(db, id);
}

export async function operationSummary(db: DbExecutor): Promise<OperationSummary> {
  const rows = await db
    .select({ stage: operations.stage, count: sql<number>`count(*)::int` })
    .from(operations)
    .where(inArray(operations.stage, OPEN_OPERATION_STAGES))
    .groupBy(operations.stage);
  const stages = OPEN_OPERATION_STAGES.map((stage) => ({
    stage,
    count: rows.find((row) => row.stage === stage)?.count ?? 0,
  }));
  return { open: stages.reduce((sum, { count }) => sum + count, 0), stages };
}

export async function deleteOperation(db: DbExecutor, id: string): Promise<boolean> {
  const deleted = await db.delete(operations).where(eq(operations.id, id)).returning({ id: operations.id });
  return deleted.length > 0;
}
