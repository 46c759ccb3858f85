import { and, asc, eq, lte, sql } from "drizzle-orm";

import { formatEuros } from "../../../shared/domain/euros";
import { toCents, toEuros } from "../../../shared/domain/splits";
import {
  SETTLEMENT_MESSAGES,
  type Payout,
  type PayoutInput,
  type UpdatePayoutInput,
} from "../../../shared/schemas/settlement";
import type { DbExecutor } from "../../db/lib/executor";
import { invalidInput } from "../../domain-errors";
import { collaborators } from "../collaborators/table";
import { instalmentsWithShares, sharedWith } from "../splits";
import { lineEarnings } from "./earnings";
import { collaboratorPayouts } from "./table";

const columns = {
  id: collaboratorPayouts.id,
  collaboratorId: collaboratorPayouts.collaboratorId,
  paidOn: collaboratorPayouts.paidOn,
  amount: collaboratorPayouts.amount,
  note: collaboratorPayouts.note,
  advance: collaboratorPayouts.advance,
  createdBy: collaboratorPayouts.createdBy,
  version: collaboratorPayouts.version,
};

export const listPayouts = (db: DbExecutor, collaboratorId: string, to?: string): Promise<Payout[]> =>
  db
    .select(columns)
    .from(collaboratorPayouts)
    .where(
      and(eq(collaboratorPayouts.collaboratorId, collaboratorId), to ? lte(collaboratorPayouts.paidOn, to) : undefined),
    )
    .orderBy(asc(collaboratorPayouts.paidOn), asc(collaboratorPayouts.createdAt));

export async function getPayout(db: DbExecutor, id: string): Promise<Payout | undefined> {
  const [row] = await db.select(columns).from(collaboratorPayouts).where(eq(collaboratorPayouts.id, id));
  return row;
}

/** Earned to a day less paid out to it, in cents, leaving one payout out (the one being corrected). */
async function pendingCents(db: DbExecutor, collaboratorId: string, day: string, except?: string) {
  const instalments = await instalmentsWithShares(db, sharedWith(collaboratorId));
  const earned = lineEarnings(instalments, { from: day, to: day }, collaboratorId).reduce(
    (sum, line) => sum + line.earnedToDate,
    0,
  );
  const [paid] = await db
    .select({ total: sql<string>`coalesce(sum(${collaboratorPayouts.amount}), 0)` })
    .from(collaboratorPayouts)
    .where(
      and(
        eq(collaboratorPayouts.collaboratorId, collaboratorId),
        except ? sql`${collaboratorPayouts.id} <> ${except}` : undefined,
      ),
    );
  return earned - toCents(Number(paid?.total ?? 0));
}

function refuseOverPending(amount: number, pending: number, advance: boolean) {
  if (advance || toCents(amount) <= pending) return;
  const message = SETTLEMENT_MESSAGES.overPending(formatEuros(toEuros(Math.max(pending, 0))));
  throw invalidInput(message, { amount: message });
}

/** Holds the collaborator while a payout is judged against what is pending: two at once are judged in turn. */
const lockCollaborator = (db: DbExecutor, id: string) =>
  db.select({ id: collaborators.id }).from(collaborators).where(eq(collaborators.id, id)).for("update");

/**
 * Records a payout once: its id is the browser's or the caller's key turned into one, so a retry answers the first
 * payout (and a key reused for other money is refused). More than what is pending is refused unless it is an advance.
 * Undefined when the collaborator does not exist.
 */
export async function addPayout(
  db: DbExecutor,
  input: PayoutInput & { id: string },
  actor: string,
  today: string,
): Promise<{ payout: Payout; created: boolean } | undefined> {
  const [locked] = await lockCollaborator(db, input.collaboratorId);
  if (!locked) return undefined;
  const known = await getPayout(db, input.id);
  if (known) {
    if (known.collaboratorId !== input.collaboratorId || known.paidOn !== input.paidOn || known.amount !== input.amount)
      throw invalidInput(SETTLEMENT_MESSAGES.keyReused);
    return { payout: known, created: false };
  }
  refuseOverPending(input.amount, await pendingCents(db, input.collaboratorId, today), input.advance);
  const [payout] = await db
    .insert(collaboratorPayouts)
    .values({ ...input, createdBy: actor })
    .returning(columns);
  if (!payout) throw new Error("insert returned no row");
  return { payout, created: true };
}

/** Corrects a payout (its date, amount or note), judged again against what is pending without it. */
export async function updatePayout(
  db: DbExecutor,
  id: string,
  input: UpdatePayoutInput,
  today: string,
): Promise<Payout | undefined> {
  const current = await getPayout(db, id);
  if (!current) return undefined;
  await lockCollaborator(db, current.collaboratorId);
  refuseOverPending(input.amount, await pendingCents(db, current.collaboratorId, today, id), input.advance);
  const [payout] = await db
    .update(collaboratorPayouts)
    .set(input)
    .where(eq(collaboratorPayouts.id, id))
    .returning(columns);
  return payout;
}

export async function removePayout(db: DbExecutor, id: string): Promise<boolean> {
  const removed = await db
    .delete(collaboratorPayouts)
    .where(eq(collaboratorPayouts.id, id))
    .returning({ id: collaboratorPayouts.id });
  return removed.length > 0;
}

/** What each collaborator was paid out up to a day, in cents. */
export async function paidOutBy(db: DbExecutor, day: string): Promise<Map<string, number>> {
  const rows = await db
    .select({
      collaboratorId: collaboratorPayouts.collaboratorId,
      total: sql<string>`sum(${collaboratorPayouts.amount})`,
    })
    .from(collaboratorPayouts)
    .where(lte(collaboratorPayouts.paidOn, day))
    .groupBy(collaboratorPayouts.collaboratorId);
  return new Map(rows.map((row) => [row.collaboratorId, toCents(Number(row.total))]));
}
