// The commission ledger follows the deals, mandates and signed operations it is computed from: this is the one
// place that writes expected instalments, after a source's terms change. Payments are the agent's and are never
// touched here.
import { and, asc, eq, isNotNull, isNull, notInArray, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";

import {
  DEAL_FEE_PERIOD,
  dealInstalments,
  mandateInstalments,
  operationInstalments,
  type CommissionSource,
  type ExpectedInstalment,
} from "../../../shared/domain/commissions";
import { parseFeeAmount } from "../../../shared/domain/fee-amount";
import type { UpdateDealInput } from "../../../shared/schemas/deal";
import type { UpdateMandateInput } from "../../../shared/schemas/mandate";
import type { UpdateOperationInput } from "../../../shared/schemas/operation";
import { toIso } from "../../db/lib/dates";
import type { DbExecutor } from "../../db/lib/executor";
import { clubContracts } from "../club-contracts/table";
import { deals } from "../deals/table";
import { mandates } from "../mandates/table";
import { operations } from "../operations/table";
import { commissions } from "./table";

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

/** What a signed operation's fee is computed from. */
const OPERATION_COMMISSION_TERMS = [
  "playerId",
  "stage",
  "salary",
  "startDate",
  "endDate",
  "signedOn",
  "agentFeePercent",
  "agentFeeAmount",
] as const satisfies (keyof UpdateOperationInput)[];

export const changesDealCommission = (input: UpdateDealInput) =>
  DEAL_COMMISSION_TERMS.some((field) => input[field] !== undefined);

export const changesMandateCommission = (input: UpdateMandateInput) =>
  MANDATE_COMMISSION_TERMS.some((field) => input[field] !== undefined);

export const changesOperationCommission = (input: UpdateOperationInput) =>
  OPERATION_COMMISSION_TERMS.some((field) => input[field] !== undefined);

/** An instalment an issued invoice bills keeps the amount it was invoiced for and stays, like a paid one. */
const notInvoiced = sql`not exists (select 1 from invoiced_commissions where commission_id = ${commissions.id})`;

type SourceKey = { source: CommissionSource; id: string };

/** The column that links an instalment to its source. */
const SOURCE_COLUMNS = {
  deal: commissions.dealId,
  mandate: commissions.mandateId,
  operation: commissions.operationId,
} as const satisfies Record<CommissionSource, unknown>;
type SourcedInstalment = ExpectedInstalment & { playerId: string; key: SourceKey };

const INSERT_BATCH = 1000;

/**
 * Writes the expected instalments: new ones are added, unreceived ones take the new amount and date, received
 * ones are left as the agent marked them.
 */
async function upsertInstalments(db: DbExecutor, instalments: SourcedInstalment[]) {
  const rowOf = ({ key, playerId, period, dueDate, amount }: SourcedInstalment) => ({
    dealId: key.source === "deal" ? key.id : null,
    mandateId: key.source === "mandate" ? key.id : null,
    operationId: key.source === "operation" ? key.id : null,
    source: key.source,
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
  for (const [source, column] of Object.entries(SOURCE_COLUMNS) as [CommissionSource, AnyPgColumn][]) {
    const group = instalments.filter((instalment) => instalment.key.source === source);
    for (let start = 0; start < group.length; start += INSERT_BATCH) {
      await db
        .insert(commissions)
        .values(group.slice(start, start + INSERT_BATCH).map(rowOf))
        .onConflictDoUpdate({
          target: [column, commissions.period],
          set,
          setWhere: and(isNull(commissions.receivedAt), notInvoiced),
        });
    }
  }
}

/** Drops the source's instalments that it no longer expects and that no payment has reached. */
async function dropUnexpected(db: DbExecutor, key: SourceKey, expected: ExpectedInstalment[]) {
  const sourceColumn = eq(SOURCE_COLUMNS[key.source], key.id);
  const periods = expected.map((instalment) => instalment.period);
  await db
    .delete(commissions)
    .where(
      and(
        sourceColumn,
        eq(commissions.paidAmount, 0),
        notInvoiced,
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
  const key: SourceKey = { source: "deal", id: dealId };
  const expected = dealInstalments(deal, pending?.dueDate ?? today);
  await dropUnexpected(db, key, expected);
  await upsertInstalments(
    db,
    expected.map((instalment) => ({ ...instalment, playerId: deal.playerId, key })),
  );
}

/** The instalments of deals just created (a CSV import): computed from their terms and written in sets. */
export async function syncNewDealsCommissions(
  db: DbExecutor,
  created: {
    id: string;
    playerId: string;
    stage: string;
    feeAmount: number | null;
    commissionPercent: number;
    startDate: string | null;
  }[],
  today: string,
) {
  await upsertInstalments(
    db,
    created.flatMap((deal) =>
      dealInstalments(deal, today).map((instalment) => ({
        ...instalment,
        playerId: deal.playerId,
        key: { source: "deal" as const, id: deal.id },
      })),
    ),
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
  const key: SourceKey = { source: "mandate", id: mandateId };
  const expected = mandateInstalments(mandate);
  await dropUnexpected(db, key, expected);
  await upsertInstalments(
    db,
    expected.map((instalment) => ({ ...instalment, playerId: mandate.playerId, key })),
  );
}

const operationTerms = {
  playerId: operations.playerId,
  stage: operations.stage,
  agentFeePercent: operations.agentFeePercent,
  agentFeeAmount: operations.agentFeeAmount,
  salary: operations.salary,
  startDate: operations.startDate,
  endDate: operations.endDate,
  signedOn: operations.signedOn,
};

type OperationTerms = {
  stage: string;
  agentFeePercent: number | null;
  agentFeeAmount: string | null;
  salary: string;
  startDate: string | null;
  endDate: string | null;
  signedOn: string | null;
};

type SeasonSalaries = { season: string; salary: number }[];

/**
 * The fee's figures as typed text ("250.000 €") read as euros, each season at the salary of the club contract signed
 * with the operation; an unreadable figure earns nothing until corrected.
 */
const expectedOfOperation = (operation: OperationTerms, fallbackDueDate: string, seasons: SeasonSalaries = []) =>
  operationInstalments(
    {
      ...operation,
      agentFeeAmount: parseFeeAmount(operation.agentFeeAmount),
      salary: parseFeeAmount(operation.salary),
    },
    fallbackDueDate,
    seasons,
  );

/**
 * The seasons' salaries of the club contracts signed with an operation (the latest one's, if several): of one
 * operation, or of all of them.
 */
async function seasonSalariesOf(db: DbExecutor, operationId?: string): Promise<Map<string, SeasonSalaries>> {
  const rows = await db
    .select({ operationId: clubContracts.operationId, seasons: clubContracts.seasons })
    .from(clubContracts)
    .where(operationId ? eq(clubContracts.operationId, operationId) : isNotNull(clubContracts.operationId))
    .orderBy(asc(clubContracts.startDate), asc(clubContracts.createdAt));
  return new Map(rows.map((row) => [row.operationId ?? "", row.seasons]));
}

/** Recomputes a signed operation's fee after it was written; one no longer signed keeps only what was paid. */
export async function syncOperationCommissions(db: DbExecutor, operationId: string, today: string) {
  const [operation] = await db.select(operationTerms).from(operations).where(eq(operations.id, operationId));
  if (!operation) return;
  const key: SourceKey = { source: "operation", id: operationId };
  const seasons = (await seasonSalariesOf(db, operationId)).get(operationId);
  const expected = expectedOfOperation(operation, operation.signedOn ?? today, seasons);
  await dropUnexpected(db, key, expected);
  await upsertInstalments(
    db,
    expected.map((instalment) => ({ ...instalment, playerId: operation.playerId, key })),
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
  const signedOperations = await db
    .select({ id: operations.id, createdAt: operations.createdAt, ...operationTerms })
    .from(operations)
    .where(eq(operations.stage, "Firmada"));
  const contractSeasons = await seasonSalariesOf(db);
  const instalments: SourcedInstalment[] = [
    ...activeDeals.flatMap((deal) =>
      dealInstalments(deal, toIso(deal.createdAt).slice(0, 10)).map((instalment) => ({
        ...instalment,
        playerId: deal.playerId,
        key: { source: "deal" as const, id: deal.id },
      })),
    ),
    ...paidMandates.flatMap((mandate) =>
      mandateInstalments(mandate).map((instalment) => ({
        ...instalment,
        playerId: mandate.playerId,
        key: { source: "mandate" as const, id: mandate.id },
      })),
    ),
    ...signedOperations.flatMap((operation) =>
      expectedOfOperation(
        operation,
        operation.signedOn ?? toIso(operation.createdAt).slice(0, 10),
        contractSeasons.get(operation.id),
      ).map((instalment) => ({
        ...instalment,
        playerId: operation.playerId,
        key: { source: "operation" as const, id: operation.id },
      })),
    ),
  ];
  await upsertInstalments(db, instalments);
  return instalments.length;
}
