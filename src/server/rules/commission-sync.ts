// The commission ledger follows the deals and mandates it is computed from: this is the one place that writes
// expected instalments, after a source's terms change. Payments are the agent's and are never touched here.
import { and, eq, isNotNull, isNull, notInArray, sql } from "drizzle-orm";

import {
  DEAL_FEE_PERIOD,
  dealInstalments,
  mandateInstalments,
  type ExpectedInstalment,
} from "../../shared/domain/commissions";
import type { UpdateDealInput } from "../../shared/schemas/deal";
import type { UpdateMandateInput } from "../../shared/schemas/mandate";
import { toIso } from "../db/queries/dates";
import type { DbExecutor } from "../db/queries/executor";
import { commissions, deals, mandates } from "../db/schema";

/** What a deal's commission is computed from: an edit of anything else leaves its instalments as they are. */
const DEAL_COMMISSION_TERMS = [
  "playerId",
  "stage",
  "fee",
  "commissionPercent",
  "startDate",
] as const satisfies (keyof UpdateDealInput)[];

/** What a mandate's instalments are computed from. */
const MANDATE_COMMISSION_TERMS = [
  "playerId",
  "startDate",
  "endDate",
  "commissionPercent",
  "annualRemuneration",
] as const satisfies (keyof UpdateMandateInput)[];

export const changesDealCommission = (input: UpdateDealInput) =>
  DEAL_COMMISSION_TERMS.some((field) => input[field] !== undefined);

export const changesMandateCommission = (input: UpdateMandateInput) =>
  MANDATE_COMMISSION_TERMS.some((field) => input[field] !== undefined);

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
