import { and, desc, eq, ne, sql } from "drizzle-orm";

import type {
  Approval,
  ApprovalCounts,
  CreateApprovalInput,
  ListApprovalsQuery,
  UpdateApprovalInput,
} from "../../../shared/schemas/approval";
import type { Page } from "../../../shared/schemas/common";
import { approvals, players } from "../schema";
import { toIso, withIsoTimestamps } from "./dates";
import type { DbExecutor } from "./executor";
import { afterCursor, toPage } from "./pagination";

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
export async function listApprovals(db: DbExecutor, query: ListApprovalsQuery): Promise<Page<Approval>> {
  const forPlayer = query.playerId ? eq(approvals.playerId, query.playerId) : undefined;
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

export async function createApproval(db: DbExecutor, input: CreateApprovalInput): Promise<Approval> {
  const decidedAt = input.status && input.status !== "pending" ? new Date() : null;
  const [row] = await db
    .insert(approvals)
    .values({ ...input, decidedAt })
    .returning({ id: approvals.id });
  const approval = row && (await getApproval(db, row.id));
  if (!approval) throw new Error("insert returned no row");
  return approval;
}

/** A change of status records when the decision was taken (and clears it when set back to pending). */
export async function updateApproval(
  db: DbExecutor,
  id: string,
  input: UpdateApprovalInput,
): Promise<Approval | undefined> {
  const decision = input.status ? { decidedAt: input.status === "pending" ? null : new Date() } : {};
  const updated = await db
    .update(approvals)
    .set({ ...input, ...decision, updatedAt: new Date() })
    .where(eq(approvals.id, id))
    .returning({ id: approvals.id });
  return updated.length > 0 ? getApproval(db, id) : undefined;
}

export async function deleteApproval(db: DbExecutor, id: string): Promise<boolean> {
  const deleted = await db.delete(approvals).where(eq(approvals.id, id)).returning({ id: approvals.id });
  return deleted.length > 0;
}
