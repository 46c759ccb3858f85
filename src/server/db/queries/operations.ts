import { aliasedTable, and, desc, eq, inArray, sql } from "drizzle-orm";

import type { Page } from "../../../shared/schemas/common";
import type {
  CreateOperationInput,
  ListOperationsQuery,
  Operation,
  OperationSummary,
  UpdateOperationInput,
} from "../../../shared/schemas/operation";
import { assertLostReason, assertMandateForStage, playerChangesOnSigning } from "../../rules/operation-rules";
import { clubs, operations, players } from "../schema";
import type { Actor } from "./activity";
import { isoTimestamp } from "./dates";
import type { DbExecutor } from "./executor";
import { afterCursor, toPage } from "./pagination";
import { getPlayer, updatePlayer } from "./players";
import { PLAYER_HISTORY, updateRecorded } from "./recorded-writes";

const originClubs = aliasedTable(clubs, "origin_clubs");

const operationColumns = {
  id: operations.id,
  playerId: operations.playerId,
  playerName: players.name,
  type: operations.type,
  clubId: operations.clubId,
  clubName: clubs.name,
  originClubId: operations.originClubId,
  originClubName: originClubs.name,
  stage: operations.stage,
  transferFee: operations.transferFee,
  salary: operations.salary,
  signingBonus: operations.signingBonus,
  bonuses: operations.bonuses,
  startDate: operations.startDate,
  endDate: operations.endDate,
  agentFeePercent: operations.agentFeePercent,
  agentFeeAmount: operations.agentFeeAmount,
  lostReason: operations.lostReason,
  createdAt: isoTimestamp(operations.createdAt),
  updatedAt: isoTimestamp(operations.updatedAt),
  version: operations.version,
  cursorCreatedAt: sql<string>`${operations.createdAt}::text`,
};

type OperationRow = Operation & { cursorCreatedAt: string };
const toOperation = ({ cursorCreatedAt: _cursor, ...row }: OperationRow): Operation => row;

const selectOperations = (db: DbExecutor) =>
  db
    .select(operationColumns)
    .from(operations)
    .innerJoin(players, eq(players.id, operations.playerId))
    .innerJoin(clubs, eq(clubs.id, operations.clubId))
    .leftJoin(originClubs, eq(originClubs.id, operations.originClubId));

export async function listOperations(db: DbExecutor, query: ListOperationsQuery): Promise<Page<Operation>> {
  const rows = await selectOperations(db)
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
  return toPage(rows, query.limit, (row) => [row.cursorCreatedAt, row.id], toOperation);
}

export async function getOperation(db: DbExecutor, id: string): Promise<Operation | undefined> {
  const [row] = await selectOperations(db).where(eq(operations.id, id));
  return row ? toOperation(row) : undefined;
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

export async function createOperation(db: DbExecutor, input: CreateOperationInput, actor?: Actor): Promise<Operation> {
  const stage = input.stage ?? "Sondeo";
  assertLostReason(stage, input.lostReason);
  await assertMandateForStage(db, input.playerId, stage);
  const [row] = await db.insert(operations).values(input).returning({ id: operations.id });
  const operation = row && (await getOperation(db, row.id));
  if (!operation) throw new Error("insert returned no row");
  if (stage === "Firmada") await applySigning(db, operation, actor);
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
  assertLostReason(next.stage, next.lostReason);
  // The rule guards the move into a stage (or to another player); an operation already past a sounding stays editable.
  if (next.stage !== current.stage || next.playerId !== current.playerId)
    await assertMandateForStage(db, next.playerId, next.stage);
  await db
    .update(operations)
    .set({ ...input, ...(next.stage === "Caída" ? {} : { lostReason: null }), updatedAt: new Date() })
    .where(eq(operations.id, id));
  const operation = await getOperation(db, id);
  if (operation && input.stage === "Firmada" && current.stage !== "Firmada") await applySigning(db, operation, actor);
  return operation;
}

const OPEN_STAGES = ["Sondeo", "Oferta", "Negociación", "Acuerdo"] as const;

export async function operationSummary(db: DbExecutor): Promise<OperationSummary> {
  const rows = await db
    .select({ stage: operations.stage, count: sql<number>`count(*)::int` })
    .from(operations)
    .where(inArray(operations.stage, [...OPEN_STAGES]))
    .groupBy(operations.stage);
  const stages = OPEN_STAGES.map((stage) => ({ stage, count: rows.find((row) => row.stage === stage)?.count ?? 0 }));
  return { open: stages.reduce((sum, { count }) => sum + count, 0), stages };
}

export async function deleteOperation(db: DbExecutor, id: string): Promise<boolean> {
  const deleted = await db.delete(operations).where(eq(operations.id, id)).returning({ id: operations.id });
  return deleted.length > 0;
}
