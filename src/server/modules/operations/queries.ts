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
import { withinReach, type PlayerReach } from "../../db/lib/player-reach";
import { clubs } from "../clubs/table";
import { documents } from "../documents/table";
import { fifaRuleBook } from "../fifa-rules";
import { mandates } from "../mandates/table";
import { players } from "../players/table";
import { transferWindows } from "../transfer-windows/table";
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
  // A club in another country than the player's nationality, and his papers on file (documents_player_kind_idx).
  abroad: sql<boolean>`(${clubs.country} <> '' and palco_fold(${clubs.country}) <> palco_fold(${players.nationality}))`,
  passportExpiresOn: sql<string | null>`(select max(${documents.expiresOn})::text from ${documents}
    where ${documents.playerId} = ${operations.playerId} and ${documents.kind} = 'pasaporte')`,
  permitExpiresOn: sql<string | null>`(select max(${documents.expiresOn})::text from ${documents}
    where ${documents.playerId} = ${operations.playerId} and ${documents.kind} = 'permiso')`,
});

type OperationRow = Omit<Operation, "warnings"> & {
  cursorCreatedAt: string;
  clubLeague: string | null;
  mandateEndsOn: string | null;
  abroad: boolean;
  passportExpiresOn: string | null;
  permitExpiresOn: string | null;
};

function toOperation(
  {
    cursorCreatedAt: _cursor,
    clubLeague,
    mandateEndsOn,
    abroad,
    passportExpiresOn,
    permitExpiresOn,
    ...row
  }: OperationRow,
  context: OperationContext,
): Operation {
  const facts = {
    today: context.today,
    windows: context.windows,
    league: clubLeague,
    mandateEndsOn,
    ...(abroad ? { abroad: { passportExpiresOn, permitExpiresOn } } : {}),
  };
  return { ...row, warnings: operationWarnings(row, facts, context.rules) };
}

const selectOperations = (db: DbExecutor, today: string) =>
  db
    .select(operationColumns(today))
    .from(operations)
    .innerJoin(players, eq(players.id, operations.playerId))
    .innerJoin(clubs, eq(clubs.id, operations.clubId))
    .leftJoin(originClubs, eq(originClubs.id, operations.originClubId));

export async function listOperations(
  db: DbExecutor,
  query: ListOperationsQuery,
  reach: PlayerReach = null,
): Promise<Page<Operation>> {
  const context = await operationContext(db);
  const rows = await selectOperations(db, context.today)
    .where(
      and(
        query.playerId ? eq(operations.playerId, query.playerId) : undefined,
        withinReach(operations.playerId, reach),
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

/** Inserts an operation; its rules (rules.ts) run around this in the same transaction. */
export async function insertOperation(db: DbExecutor, input: CreateOperationInput): Promise<string> {
  const stage = input.stage ?? "Sondeo";
  const today = agencyToday();
  const signedOn = stage === "Firmada" ? (input.signedOn ?? today) : input.signedOn;
  // With no fee given, the agent's percent is the one of the player's mandate in force.
  const agentFeePercent =
    input.agentFeePercent ?? (input.agentFeeAmount ? null : await mandatePercentToday(db, input.playerId, today));
  const [row] = await db
    .insert(operations)
    .values({ ...input, signedOn, agentFeePercent })
    .returning({ id: operations.id });
  if (!row) throw new Error("insert returned no row");
  return row.id;
}

/**
 * Writes an edit's fields; false when there is no such operation. Signing dates itself today unless the edit
 * names the day, and the loss's reason goes when the operation leaves Caída.
 */
export async function updateOperationRow(db: DbExecutor, id: string, input: UpdateOperationInput): Promise<boolean> {
  const [current] = await db
    .select({ stage: operations.stage, signedOn: operations.signedOn })
    .from(operations)
    .where(eq(operations.id, id))
    .for("update");
  if (!current) return false;
  const stage = input.stage ?? current.stage;
  const signedOn = input.signedOn === undefined ? current.signedOn : input.signedOn;
  const signsNow = stage === "Firmada" && current.stage !== "Firmada";
  await db
    .update(operations)
    .set({
      ...input,
      ...(signsNow && !signedOn ? { signedOn: agencyToday() } : {}),
      ...(stage === "Caída" ? {} : { lostReason: null }),
      updatedAt: new Date(),
    })
    .where(eq(operations.id, id));
  return true;
}

export async function operationSummary(db: DbExecutor, reach: PlayerReach = null): Promise<OperationSummary> {
  const rows = await db
    .select({ stage: operations.stage, count: sql<number>`count(*)::int` })
    .from(operations)
    .where(and(inArray(operations.stage, OPEN_OPERATION_STAGES), withinReach(operations.playerId, reach)))
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
