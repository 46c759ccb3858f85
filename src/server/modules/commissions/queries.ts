import { and, asc, eq, gte, lte, sql } from "drizzle-orm";

import { balanceOf, isOverdue, overpaidOf, quarterBounds, quarterKey } from "../../../shared/domain/commissions";
import {
  COMMISSION_MESSAGES,
  type Commission,
  type CommissionPayment,
  type CommissionPaymentInput,
  type CommissionSummary,
  type ListCommissionsQuery,
} from "../../../shared/schemas/commission";
import type { Page } from "../../../shared/schemas/common";
import type { DbExecutor } from "../../db/lib/executor";
import { afterCursor, toPage } from "../../db/lib/pagination";
import { invalidInput } from "../../domain-errors";
import { brands } from "../brands/table";
import { clubs } from "../clubs/table";
import { deals } from "../deals/table";
import { operations } from "../operations/table";
import { players } from "../players/table";
import { commissionDayTotals } from "./day-totals-table";
import { syncDealCommissions, syncMandateCommissions } from "./rules";
import { commissionPayments, commissions } from "./table";

const paymentsJson = sql<CommissionPayment[]>`coalesce((
  select json_agg(json_build_object('id', p.id, 'paidOn', p.paid_on, 'amount', p.amount::float8, 'note', p.note, 'overpayment', p.overpayment) order by p.paid_on, p.created_at)
  from ${commissionPayments} p where p.commission_id = ${commissions.id}), '[]'::json)`;

const commissionColumns = {
  id: commissions.id,
  dealId: commissions.dealId,
  mandateId: commissions.mandateId,
  operationId: commissions.operationId,
  source: commissions.source,
  archivedAt: commissions.archivedAt,
  brandName: sql<string | null>`coalesce(${brands.name}, ${commissions.keptBrandName})`,
  clubName: sql<string | null>`coalesce(${clubs.name}, ${commissions.keptClubName})`,
  playerId: commissions.playerId,
  playerName: sql<string>`coalesce(${players.name}, ${commissions.keptPlayerName}, '')`,
  period: commissions.period,
  amount: commissions.amount,
  dueDate: commissions.dueDate,
  receivedAt: commissions.receivedAt,
  receivedAmount: commissions.paidAmount,
  payments: paymentsJson,
  invoice: sql<{ id: string; number: string } | null>`(
    select json_build_object('id', i.id, 'number', i.number) from invoiced_commissions ic
    join invoices i on i.id = ic.invoice_id where ic.commission_id = ${commissions.id})`,
  payerKey: sql<string | null>`case ${commissions.source}
    when 'deal' then 'brand:' || ${deals.brandId}
    when 'mandate' then 'player:' || ${commissions.playerId}
    when 'operation' then 'club:' || ${operations.clubId} end`,
  version: commissions.version,
};

/** The API's instalment before its source is named and its balance and lateness judged. */
type CommissionRow = Omit<Commission, "sourceId" | "archived" | "balance" | "overpaid" | "overdue"> & {
  dealId: string | null;
  mandateId: string | null;
  operationId: string | null;
  archivedAt: Date | null;
};

/** An archived instalment's source is gone: what arrived is kept, nothing more is expected of it. */
function toCommission(
  { dealId, mandateId, operationId, archivedAt, ...row }: CommissionRow,
  today: string,
): Commission {
  const archived = archivedAt !== null;
  return {
    ...row,
    sourceId: dealId ?? mandateId ?? operationId,
    archived,
    balance: archived ? 0 : balanceOf(row),
    overpaid: overpaidOf(row),
    overdue: !archived && isOverdue(row, today),
  };
}

const selectCommissions = (db: DbExecutor) =>
  db
    .select(commissionColumns)
    .from(commissions)
    .leftJoin(players, eq(players.id, commissions.playerId))
    .leftJoin(deals, eq(deals.id, commissions.dealId))
    .leftJoin(brands, eq(brands.id, deals.brandId))
    .leftJoin(operations, eq(operations.id, commissions.operationId))
    .leftJoin(clubs, eq(clubs.id, operations.clubId));

/** Instalments due between `from` and `to` (both included), earliest first. */
export async function listCommissions(
  db: DbExecutor,
  query: ListCommissionsQuery,
  today: string,
): Promise<Page<Commission>> {
  const rows = await selectCommissions(db)
    .where(
      and(
        query.from ? gte(commissions.dueDate, query.from) : undefined,
        query.to ? lte(commissions.dueDate, query.to) : undefined,
        afterCursor([commissions.dueDate, commissions.id], query.cursor, "asc"),
      ),
    )
    .orderBy(asc(commissions.dueDate), asc(commissions.id))
    .limit(query.limit + 1);
  return toPage(
    rows,
    query.limit,
    (row) => [row.dueDate, row.id],
    (row) => toCommission(row, today),
  );
}

export async function getCommission(db: DbExecutor, id: string, today: string): Promise<Commission | undefined> {
  const [row] = await selectCommissions(db).where(eq(commissions.id, id));
  return row ? toCommission(row, today) : undefined;
}

/** Why a payment cannot be recorded or taken back; "stale": the instalment changed since the version sent. */
export type PaymentRefusal = "archived" | "no-payment" | "stale";

/**
 * Records a payment under the instalment's lock, so payments sent at once are judged one after another; the
 * instalment is received once its payments reach its amount (a trigger keeps the sum and the day). A payment whose
 * id (its key) was recorded already is not written again: the answer is the instalment as it is, or a refusal if the
 * key now names other money. More than the balance is refused unless the agent marks it as an overpayment.
 * An archived instalment is read-only.
 */
export async function addCommissionPayment(
  db: DbExecutor,
  commissionId: string,
  input: CommissionPaymentInput & { id: string },
  today: string,
  expectedVersion?: number,
): Promise<Commission | PaymentRefusal | undefined> {
  const [current] = await db
    .select({
      archivedAt: commissions.archivedAt,
      version: commissions.version,
      amount: commissions.amount,
      receivedAmount: commissions.paidAmount,
    })
    .from(commissions)
    .where(eq(commissions.id, commissionId))
    .for("update");
  if (!current) return undefined;
  // The same payment sent again (a retry after it was saved) is answered as saved, whatever the version now.
  const [known] = await db
    .select({
      commissionId: commissionPayments.commissionId,
      paidOn: commissionPayments.paidOn,
      amount: commissionPayments.amount,
    })
    .from(commissionPayments)
    .where(eq(commissionPayments.id, input.id));
  if (known) {
    if (known.commissionId !== commissionId || known.paidOn !== input.paidOn || known.amount !== input.amount)
      throw invalidInput(COMMISSION_MESSAGES.keyReused);
    return getCommission(db, commissionId, today);
  }
  if (current.archivedAt) return "archived";
  if (expectedVersion !== undefined && expectedVersion !== current.version) return "stale";
  const balance = balanceOf(current);
  if (input.amount > balance && !input.overpayment) {
    const message = COMMISSION_MESSAGES.overBalance(balance);
    throw invalidInput(message, { amount: message });
  }
  await db.insert(commissionPayments).values({
    id: input.id,
    commissionId,
    paidOn: input.paidOn,
    amount: input.amount,
    note: input.note || null,
    overpayment: input.amount > balance,
  });
  return getCommission(db, commissionId, today);
}

/** The money that arrived between two days (by the day it arrived), with the instalment each payment paid. */
export async function paymentsReceivedBetween(db: DbExecutor, from: string, to: string) {
  return db
    .select({
      amount: commissionPayments.amount,
      paidOn: commissionPayments.paidOn,
      playerId: commissions.playerId,
      source: commissions.source,
      brandName: sql<string | null>`coalesce(${brands.name}, ${commissions.keptBrandName})`,
    })
    .from(commissionPayments)
    .innerJoin(commissions, eq(commissions.id, commissionPayments.commissionId))
    .leftJoin(deals, eq(deals.id, commissions.dealId))
    .leftJoin(brands, eq(brands.id, deals.brandId))
    .where(and(gte(commissionPayments.paidOn, from), lte(commissionPayments.paidOn, to)));
}

/** Holds the instalment until the transaction ends: a balance read after it stays true while it is paid. */
export async function lockCommission(db: DbExecutor, id: string) {
  await db.select({ id: commissions.id }).from(commissions).where(eq(commissions.id, id)).for("update");
}

/** A payment recorded under this id, if any: what a retried key is answered from. */
export async function findCommissionPayment(db: DbExecutor, id: string) {
  const [payment] = await db
    .select({
      paidOn: commissionPayments.paidOn,
      amount: commissionPayments.amount,
      note: commissionPayments.note,
      overpayment: commissionPayments.overpayment,
    })
    .from(commissionPayments)
    .where(eq(commissionPayments.id, id));
  return payment;
}

/** Takes back a payment recorded by mistake; an instalment left with a balance follows its source again. */
export async function removeCommissionPayment(
  db: DbExecutor,
  commissionId: string,
  paymentId: string,
  today: string,
  expectedVersion?: number,
): Promise<Commission | PaymentRefusal | undefined> {
  const [current] = await db.select().from(commissions).where(eq(commissions.id, commissionId)).for("update");
  if (!current) return undefined;
  if (current.archivedAt) return "archived";
  if (expectedVersion !== undefined && expectedVersion !== current.version) return "stale";
  const removed = await db
    .delete(commissionPayments)
    .where(and(eq(commissionPayments.id, paymentId), eq(commissionPayments.commissionId, commissionId)))
    .returning({ id: commissionPayments.id });
  if (removed.length === 0) return "no-payment";
  if (current.dealId) await syncDealCommissions(db, current.dealId, today);
  if (current.mandateId) await syncMandateCommissions(db, current.mandateId);
  return getCommission(db, commissionId, today);
}

/**
 * This quarter's figures, each by the day that names it: what falls due in the quarter (by due date) and how much
 * of it is still owed, the money that arrived in the quarter (by the day it arrived, whatever instalment it paid),
 * and every unreceived instalment already past its date.
 */
export async function getCommissionSummary(db: DbExecutor, today: string): Promise<CommissionSummary> {
  const { start, end } = quarterBounds(today);
  // The per-day sums the writes to instalments keep (migration 0051): this quarter's days and the days already
  // past, however many instalments they hold.
  const [dueRow] = await db
    .select({
      expected: sql<string>`coalesce(sum(${commissionDayTotals.expected}) filter (where ${commissionDayTotals.dueDate} between ${start} and ${end}), 0)`,
      pending: sql<string>`coalesce(sum(${commissionDayTotals.owed}) filter (where ${commissionDayTotals.dueDate} between ${start} and ${end}), 0)`,
      overdue: sql<string>`coalesce(sum(${commissionDayTotals.owed}) filter (where ${commissionDayTotals.dueDate} < ${today}), 0)`,
      overdueCount: sql<number>`coalesce(sum(${commissionDayTotals.owedCount}) filter (where ${commissionDayTotals.dueDate} < ${today}), 0)::int`,
    })
    .from(commissionDayTotals);
  const [receivedRow] = await db
    .select({ received: sql<string>`coalesce(sum(${commissionPayments.amount}), 0)` })
    .from(commissionPayments)
    .where(and(gte(commissionPayments.paidOn, start), lte(commissionPayments.paidOn, end)));
  return {
    quarter: quarterKey(today),
    from: start,
    to: end,
    expected: Number(dueRow?.expected ?? 0),
    pending: Number(dueRow?.pending ?? 0),
    received: Number(receivedRow?.received ?? 0),
    overdue: Number(dueRow?.overdue ?? 0),
    overdueCount: dueRow?.overdueCount ?? 0,
  };
}
