import { and, asc, eq, gte, isNotNull, isNull, lt, lte, notInArray, sql } from "drizzle-orm";
import {
  balanceOf,
  DEAL_FEE_PERIOD,
  dealInstalments,
  type ExpectedInstalment,
  isOverdue,
  mandateInstalments,
  quarterBounds,
  quarterKey,
  sourceOfPeriod,
} from "../../../shared/domain/commissions";
import type {
  Commission,
  CommissionPayment,
  CommissionPaymentInput,
  CommissionSummary,
  ListCommissionsQuery,
} from "../../../shared/schemas/commission";
import type { Page } from "../../../shared/schemas/common";
import { brands, commissionPayments, commissions, deals, mandates, players } from "../schema";
import { toIso } from "./dates";
import type { DbExecutor } from "./executor";
import { afterCursor, toPage } from "./pagination";

type SourceKey = { source: "deal"; dealId: string } | { source: "mandate"; mandateId: string };
type SourcedInstalment = ExpectedInstalment & { playerId: string; key: SourceKey };

const INSERT_BATCH = 1000;

/**
 * Writes the expected instalments: new ones are added, unreceived ones take the new amount and date, received
 * ones are left as the agent marked them.
 */
async function upsertInstalments(db: DbExecutor, instalments: SourcedInstalment[]) {
  const byDeal = instalments.filter((instalment) => instalment.key.source === "deal");
  const byMandate = instalments.filter((instalment) => instalment.key.source === "mandate");
  const rowOf = ({ key, playerId, period, dueDate, amount }: SourcedInstalment) => ({
    dealId: key.source === "deal" ? key.dealId : null,
    mandateId: key.source === "mandate" ? key.mandateId : null,
    playerId,
    period,
    dueDate,
    amount,
  });
  const set = {
    playerId: sql`excluded.player_id`,
    dueDate: sql`excluded.due_date`,
    amount: sql`excluded.amount`,
    updatedAt: new Date(),
  };
  for (const [group, target] of [
    [byDeal, [commissions.dealId, commissions.period]],
    [byMandate, [commissions.mandateId, commissions.period]],
  ] as const) {
    for (let start = 0; start < group.length; start += INSERT_BATCH) {
      await db
        .insert(commissions)
        .values(group.slice(start, start + INSERT_BATCH).map(rowOf))
        .onConflictDoUpdate({ target: [...target], set, setWhere: isNull(commissions.receivedAt) });
    }
  }
}

/** Drops the source's instalments that it no longer expects and that no payment has reached. */
async function dropUnexpected(db: DbExecutor, key: SourceKey, expected: ExpectedInstalment[]) {
  const sourceColumn =
    key.source === "deal" ? eq(commissions.dealId, key.dealId) : eq(commissions.mandateId, key.mandateId);
  const periods = expected.map((instalment) => instalment.period);
  await db
    .delete(commissions)
    .where(
      and(
        sourceColumn,
        eq(commissions.paidAmount, 0),
        periods.length > 0 ? notInArray(commissions.period, periods) : undefined,
      ),
    );
}

/** Recomputes a deal's commission after it was written (its fee, stage, percent or start date may have changed). */
export async function syncDealCommissions(db: DbExecutor, dealId: string, today: string) {
  const [deal] = await db
    .select({
      playerId: deals.playerId,
      stage: deals.stage,
      feeAmount: deals.feeAmount,
      commissionPercent: deals.commissionPercent,
      startDate: deals.startDate,
    })
    .from(deals)
    .where(eq(deals.id, dealId));
  if (!deal) return;
  // A deal with no start date keeps the day its commission was first expected.
  const [pending] = await db
    .select({ dueDate: commissions.dueDate })
    .from(commissions)
    .where(
      and(eq(commissions.dealId, dealId), eq(commissions.period, DEAL_FEE_PERIOD), isNull(commissions.receivedAt)),
    );
  const key: SourceKey = { source: "deal", dealId };
  const expected = dealInstalments(deal, pending?.dueDate ?? today);
  await dropUnexpected(db, key, expected);
  await upsertInstalments(
    db,
    expected.map((instalment) => ({ ...instalment, playerId: deal.playerId, key })),
  );
}

/** Recomputes a mandate's quarterly instalments after it was written (its dates, percent or remuneration). */
export async function syncMandateCommissions(db: DbExecutor, mandateId: string) {
  const [mandate] = await db
    .select({
      playerId: mandates.playerId,
      startDate: mandates.startDate,
      endDate: mandates.endDate,
      commissionPercent: mandates.commissionPercent,
      annualRemuneration: mandates.annualRemuneration,
    })
    .from(mandates)
    .where(eq(mandates.id, mandateId));
  if (!mandate) return;
  const key: SourceKey = { source: "mandate", mandateId };
  const expected = mandateInstalments(mandate);
  await dropUnexpected(db, key, expected);
  await upsertInstalments(
    db,
    expected.map((instalment) => ({ ...instalment, playerId: mandate.playerId, key })),
  );
}

/**
 * Computes every source's instalments at once: after the sample data is loaded, and once for a database written
 * before commissions existed. A deal without a start date falls due on the day it was created.
 */
export async function syncAllCommissions(db: DbExecutor): Promise<number> {
  const activeDeals = await db
    .select({
      id: deals.id,
      playerId: deals.playerId,
      stage: deals.stage,
      feeAmount: deals.feeAmount,
      commissionPercent: deals.commissionPercent,
      startDate: deals.startDate,
      createdAt: deals.createdAt,
    })
    .from(deals)
    .where(and(eq(deals.stage, "Activa"), isNotNull(deals.feeAmount)));
  const paidMandates = await db
    .select({
      id: mandates.id,
      playerId: mandates.playerId,
      startDate: mandates.startDate,
      endDate: mandates.endDate,
      commissionPercent: mandates.commissionPercent,
      annualRemuneration: mandates.annualRemuneration,
    })
    .from(mandates)
    .where(isNotNull(mandates.annualRemuneration));
  const instalments: SourcedInstalment[] = [
    ...activeDeals.flatMap((deal) =>
      dealInstalments(deal, toIso(deal.createdAt).slice(0, 10)).map((instalment) => ({
        ...instalment,
        playerId: deal.playerId,
        key: { source: "deal" as const, dealId: deal.id },
      })),
    ),
    ...paidMandates.flatMap((mandate) =>
      mandateInstalments(mandate).map((instalment) => ({
        ...instalment,
        playerId: mandate.playerId,
        key: { source: "mandate" as const, mandateId: mandate.id },
      })),
    ),
  ];
  await upsertInstalments(db, instalments);
  return instalments.length;
}

const paymentsJson = sql<CommissionPayment[]>`coalesce((
  select json_agg(json_build_object('id', p.id, 'paidOn', p.paid_on, 'amount', p.amount::float8, 'note', p.note) order by p.paid_on, p.created_at)
  from ${commissionPayments} p where p.commission_id = ${commissions.id}), '[]'::json)`;

const commissionColumns = {
  id: commissions.id,
  dealId: commissions.dealId,
  mandateId: commissions.mandateId,
  archivedAt: commissions.archivedAt,
  brandName: sql<string | null>`coalesce(${brands.name}, ${commissions.keptBrandName})`,
  playerId: commissions.playerId,
  playerName: sql<string>`coalesce(${players.name}, ${commissions.keptPlayerName}, '')`,
  period: commissions.period,
  amount: commissions.amount,
  dueDate: commissions.dueDate,
  receivedAt: commissions.receivedAt,
  receivedAmount: commissions.paidAmount,
  payments: paymentsJson,
  version: commissions.version,
};

/** The API's instalment before its source is named and its balance and lateness judged. */
type CommissionRow = Omit<Commission, "source" | "sourceId" | "archived" | "balance" | "overdue"> & {
  dealId: string | null;
  mandateId: string | null;
  archivedAt: Date | null;
};

/** An archived instalment's source is gone: what arrived is kept, nothing more is expected of it. */
function toCommission({ dealId, mandateId, archivedAt, ...row }: CommissionRow, today: string): Commission {
  const archived = archivedAt !== null;
  return {
    ...row,
    source: sourceOfPeriod(row.period),
    sourceId: dealId ?? mandateId,
    archived,
    balance: archived ? 0 : balanceOf(row),
    overdue: !archived && isOverdue(row, today),
  };
}

const selectCommissions = (db: DbExecutor) =>
  db
    .select(commissionColumns)
    .from(commissions)
    .leftJoin(players, eq(players.id, commissions.playerId))
    .leftJoin(deals, eq(deals.id, commissions.dealId))
    .leftJoin(brands, eq(brands.id, deals.brandId));

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
 * Records a payment; the instalment is received once its payments reach its amount (a trigger keeps the sum and
 * the day). A payment whose id was recorded already is not written again: the answer is the instalment as it is.
 * An archived instalment is read-only.
 */
export async function addCommissionPayment(
  db: DbExecutor,
  commissionId: string,
  input: CommissionPaymentInput,
  today: string,
  expectedVersion?: number,
): Promise<Commission | PaymentRefusal | undefined> {
  const [current] = await db
    .select({ archivedAt: commissions.archivedAt, version: commissions.version })
    .from(commissions)
    .where(eq(commissions.id, commissionId))
    .for("update");
  if (!current) return undefined;
  // The same payment sent again (a retry after it was saved) is answered as saved, whatever the version now.
  if (input.id) {
    const [known] = await db
      .select({ id: commissionPayments.id })
      .from(commissionPayments)
      .where(and(eq(commissionPayments.id, input.id), eq(commissionPayments.commissionId, commissionId)));
    if (known) return getCommission(db, commissionId, today);
  }
  if (current.archivedAt) return "archived";
  if (expectedVersion !== undefined && expectedVersion !== current.version) return "stale";
  await db
    .insert(commissionPayments)
    .values({
      ...(input.id ? { id: input.id } : {}),
      commissionId,
      paidOn: input.paidOn,
      amount: input.amount,
      note: input.note || null,
    })
    .onConflictDoNothing({ target: commissionPayments.id });
  return getCommission(db, commissionId, today);
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

/** This quarter's expected and received euros, and every unreceived instalment already past its date. */
export async function getCommissionSummary(db: DbExecutor, today: string): Promise<CommissionSummary> {
  const { start, end } = quarterBounds(today);
  const owing = sql`${commissions.archivedAt} is null and ${commissions.amount} > ${commissions.paidAmount} and ${commissions.dueDate} < ${today}`;
  const [row] = await db
    .select({
      expected: sql<string>`coalesce(sum(case when ${commissions.archivedAt} is null then ${commissions.amount} else ${commissions.paidAmount} end) filter (where ${commissions.dueDate} between ${start} and ${end}), 0)`,
      received: sql<string>`coalesce(sum(${commissions.paidAmount}) filter (where ${commissions.dueDate} between ${start} and ${end}), 0)`,
      overdue: sql<string>`coalesce(sum(${commissions.amount} - ${commissions.paidAmount}) filter (where ${owing}), 0)`,
      overdueCount: sql<number>`(count(*) filter (where ${owing}))::int`,
    })
    .from(commissions)
    .where(lt(commissions.dueDate, sql`${end}::date + 1`));
  return {
    quarter: quarterKey(today),
    from: start,
    to: end,
    expected: Number(row?.expected ?? 0),
    received: Number(row?.received ?? 0),
    overdue: Number(row?.overdue ?? 0),
    overdueCount: row?.overdueCount ?? 0,
  };
}
