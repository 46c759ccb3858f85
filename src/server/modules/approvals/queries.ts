import { and, desc, eq, ne, sql } from "drizzle-orm";

import type { ApprovalRecordType } from "../../../shared/domain/enums";
import type {
  Approval,
  ApprovalCounts,
  CreateApprovalInput,
  DecideApprovalInput,
  ListApprovalsQuery,
  PlayerApproval,
  UpdateApprovalInput,
} from "../../../shared/schemas/approval";
import type { Page } from "../../../shared/schemas/common";
import { user } from "../../auth/table";
import { toIso, withIsoTimestamps } from "../../db/lib/dates";
import type { DbExecutor } from "../../db/lib/executor";
import { afterCursor, toPage } from "../../db/lib/pagination";
import { withinReach, type PlayerReach } from "../../db/lib/player-reach";
import { ruleConflict } from "../../domain-errors";
import { recordActivity, type Actor } from "../../history/activity";
import { players } from "../players/table";
import { applyDecision, questionAbout } from "./records";
import { approvals } from "./table";

/**
 * Whether the player has an account in their app (an invitation not yet taken is not access), as a column of the
 * approvals joined to their players: there drizzle names each column with its table, which this subquery needs.
 */
function playerHasAccess(playerId: typeof approvals.playerId) {
  return sql<boolean>`exists (select 1 from ${user} where ${user.playerId} = ${playerId})`;
}

async function playerCanAnswer(db: DbExecutor, playerId: string): Promise<boolean> {
  const [account] = await db.select({ id: user.id }).from(user).where(eq(user.playerId, playerId)).limit(1);
  return account !== undefined;
}

const ONLY_THE_PLAYER_ANSWERS = "El jugador tiene acceso a su app: solo él puede aprobar o rechazar";

const approvalColumns = {
  id: approvals.id,
  playerId: approvals.playerId,
  playerName: players.name,
  kind: approvals.kind,
  title: approvals.title,
  detail: approvals.detail,
  amount: approvals.amount,
  scheduledFor: approvals.scheduledFor,
  status: approvals.status,
  decidedAt: approvals.decidedAt,
  decidedBy: approvals.decidedBy,
  playerHasAccess: playerHasAccess(approvals.playerId),
  recordType: approvals.recordType,
  recordId: approvals.recordId,
  comment: approvals.comment,
  createdAt: approvals.createdAt,
  updatedAt: approvals.updatedAt,
  version: approvals.version,
  cursorCreatedAt: sql<string>`${approvals.createdAt}::text`,
  cursorDecidedAt: sql<string>`coalesce(${approvals.decidedAt}, ${approvals.createdAt})::text`,
};

type ApprovalRow = Omit<Approval, "createdAt" | "updatedAt" | "decidedAt"> & {
  createdAt: Date;
  updatedAt: Date;
  decidedAt: Date | null;
  cursorCreatedAt: string;
  cursorDecidedAt: string;
};

function toApproval({ cursorCreatedAt: _created, cursorDecidedAt: _decided, ...row }: ApprovalRow): Approval {
  return { ...withIsoTimestamps(row), decidedAt: row.decidedAt ? toIso(row.decidedAt) : null };
}

function selectApprovals(db: DbExecutor) {
  return db.select(approvalColumns).from(approvals).innerJoin(players, eq(players.id, approvals.playerId));
}

/** Newest first; the decided ones (the history) by their latest decision. */
export async function listApprovals(
  db: DbExecutor,
  query: ListApprovalsQuery,
  reach: PlayerReach = null,
): Promise<Page<Approval>> {
  const forPlayer = and(
    query.playerId ? eq(approvals.playerId, query.playerId) : undefined,
    withinReach(approvals.playerId, reach),
  );
  if (query.status === "decided") {
    const decidedAt = sql`coalesce(${approvals.decidedAt}, ${approvals.createdAt})`;
    const rows = await selectApprovals(db)
      .where(
        and(ne(approvals.status, "pending"), forPlayer, afterCursor([decidedAt, approvals.id], query.cursor, "desc")),
      )
      .orderBy(desc(decidedAt), desc(approvals.id))
      .limit(query.limit + 1);
    return toPage(rows, query.limit, (row) => [row.cursorDecidedAt, row.id], toApproval);
  }
  const rows = await selectApprovals(db)
    .where(
      and(
        query.status ? eq(approvals.status, query.status) : undefined,
        forPlayer,
        afterCursor([approvals.createdAt, approvals.id], query.cursor, "desc"),
      ),
    )
    .orderBy(desc(approvals.createdAt), desc(approvals.id))
    .limit(query.limit + 1);
  return toPage(rows, query.limit, (row) => [row.cursorCreatedAt, row.id], toApproval);
}

export async function countApprovals(db: DbExecutor, playerId?: string): Promise<ApprovalCounts> {
  const rows = await db
    .select({ status: approvals.status, total: sql<number>`count(*)::int` })
    .from(approvals)
    .where(playerId ? eq(approvals.playerId, playerId) : undefined)
    .groupBy(approvals.status);
  const counts: ApprovalCounts = { pending: 0, approved: 0, rejected: 0 };
  for (const row of rows) counts[row.status] = row.total;
  return counts;
}

export async function getApproval(db: DbExecutor, id: string): Promise<Approval | undefined> {
  const [row] = await selectApprovals(db).where(eq(approvals.id, id));
  return row ? toApproval(row) : undefined;
}

/**
 * A free-standing request (the sample's kind), or a question about a record: then what is asked comes from the
 * record, and a record has one pending question at a time.
 */
export async function createApproval(db: DbExecutor, input: CreateApprovalInput): Promise<Approval> {
  let values: typeof approvals.$inferInsert;
  if ("recordType" in input) {
    const question = await questionAbout(db, input.recordType, input.recordId);
    if (await pendingApprovalAbout(db, input.recordType, input.recordId))
      throw ruleConflict("Ya hay una petición pendiente al jugador sobre este registro");
    values = { ...question, recordType: input.recordType, recordId: input.recordId };
  } else {
    const decided = input.status !== undefined && input.status !== "pending";
    if (decided && (await playerCanAnswer(db, input.playerId))) throw ruleConflict(ONLY_THE_PLAYER_ANSWERS);
    values = { ...input, decidedAt: decided ? new Date() : null, decidedBy: decided ? "agency" : null };
  }
  const [row] = await db.insert(approvals).values(values).returning({ id: approvals.id });
  const approval = row && (await getApproval(db, row.id));
  if (!approval) throw new Error("insert returned no row");
  return approval;
}

/**
 * The latest question to the player about a record and their answer, as a column of the record's own query. The
 * record's id is named with its table: drizzle leaves a single table's columns unqualified, and inside this
 * subquery an unqualified "id" would be the approval's own.
 */
export const latestPlayerApproval = (
  recordType: ApprovalRecordType,
  recordTable: "deals" | "events" | "campaign_images",
) =>
  sql<PlayerApproval | null>`(
    select json_build_object('id', a.id, 'status', a.status, 'comment', a.comment,
                             'decidedAt', to_char(a.decided_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
    from approvals a where a.record_type = ${recordType} and a.record_id = ${sql.identifier(recordTable)}."id"
    order by a.created_at desc limit 1)`;

/** The pending question about a record, if one waits for the player. */
export async function pendingApprovalAbout(db: DbExecutor, recordType: ApprovalRecordType, recordId: string) {
  const [row] = await db
    .select({ id: approvals.id, title: approvals.title })
    .from(approvals)
    .where(
      and(eq(approvals.recordType, recordType), eq(approvals.recordId, recordId), eq(approvals.status, "pending")),
    );
  return row;
}

export type DecisionOutcome = { approval: Approval } | { refused: "not_found" | "decided" };

/**
 * The player's answer to one of their own questions: recorded once (a decided question cannot be answered again)
 * and carried into its record in the same transaction.
 */
export async function decideApproval(
  db: DbExecutor,
  id: string,
  player: { playerId: string; actor: Actor },
  input: DecideApprovalInput,
): Promise<DecisionOutcome> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(approvals)
      .where(and(eq(approvals.id, id), eq(approvals.playerId, player.playerId)))
      .for("update");
    if (!current) return { refused: "not_found" };
    if (current.status !== "pending") return { refused: "decided" };
    const comment = input.comment?.trim() || null;
    await tx
      .update(approvals)
      .set({ status: input.status, comment, decidedAt: new Date(), decidedBy: "player", updatedAt: new Date() })
      .where(eq(approvals.id, id));
    // The question's own history says who answered, what, and the player's words.
    await recordActivity(tx, {
      actor: player.actor,
      entityType: "approval",
      entityId: id,
      entityLabel: current.title,
      action: "update",
      changes: [
        { field: "status", before: current.status, after: input.status },
        ...(comment ? [{ field: "comment", before: current.comment, after: comment }] : []),
      ],
      playerId: current.playerId,
    });
    if (current.recordType && current.recordId)
      await applyDecision(
        tx,
        {
          recordType: current.recordType,
          recordId: current.recordId,
          playerId: current.playerId,
          title: current.title,
          kind: current.kind,
          amount: current.amount,
          scheduledFor: current.scheduledFor,
        },
        { status: input.status, comment },
        player.actor,
      );
    const approval = await getApproval(tx, id);
    if (!approval) throw new Error("the decided approval vanished");
    return { approval };
  });
}

/** A change of status records when the decision was taken (and clears it when set back to pending). */
export async function updateApproval(
  db: DbExecutor,
  id: string,
  input: UpdateApprovalInput,
): Promise<Approval | undefined> {
  const [current] = await db
    .select({ recordId: approvals.recordId, status: approvals.status, playerId: approvals.playerId })
    .from(approvals)
    .where(eq(approvals.id, id));
  if (current?.recordId) throw ruleConflict("Solo el jugador puede responder a una petición sobre un registro");
  const answering = input.status !== undefined && input.status !== current?.status;
  if (current && answering && (await playerCanAnswer(db, input.playerId ?? current.playerId)))
    throw ruleConflict(ONLY_THE_PLAYER_ANSWERS);
  const decision = input.status
    ? input.status === "pending"
      ? { decidedAt: null, decidedBy: null }
      : { decidedAt: new Date(), decidedBy: "agency" as const }
    : {};
  const updated = await db
    .update(approvals)
    .set({ ...input, ...decision, updatedAt: new Date() })
    .where(eq(approvals.id, id))
    .returning({ id: approvals.id });
  return updated.length > 0 ? getApproval(db, id) : undefined;
}

/** A pending question can be withdrawn; a player's decision about a record is a fact and stays. */
export async function deleteApproval(db: DbExecutor, id: string): Promise<boolean> {
  const [current] = await db
    .select({ recordId: approvals.recordId, status: approvals.status })
    .from(approvals)
    .where(eq(approvals.id, id));
  if (current?.recordId && current.status !== "pending")
    throw ruleConflict("La decisión del jugador queda registrada: no se puede borrar");
  const deleted = await db.delete(approvals).where(eq(approvals.id, id)).returning({ id: approvals.id });
  return deleted.length > 0;
}
