import { and, asc, desc, eq, lt, sql } from "drizzle-orm";

import { DEAL_STAGES } from "../../../shared/domain/enums";
import { parseFeeAmount } from "../../../shared/domain/fee-amount";
import { OPEN_STAGES, STALE_AFTER_DAYS } from "../../../shared/domain/pipeline-hygiene";
import type { Page } from "../../../shared/schemas/common";
import {
  type CreateDealInput,
  type Deal,
  type DealSummary,
  type ListDealsQuery,
  type UpdateDealInput,
} from "../../../shared/schemas/deal";
import { isoTimestamp } from "../../db/lib/dates";
import type { DbExecutor } from "../../db/lib/executor";
import { toPage } from "../../db/lib/pagination";
import { reachParam, type PlayerReach } from "../../db/lib/player-reach";
import { afterCursorPlaceholder, cursorParams, preparedOnce, shapeOf } from "../../db/lib/prepared";
import { latestPlayerApproval } from "../approvals";
import { brands } from "../brands/table";
import { players } from "../players/table";
import { defaultDealCommissionPercent } from "../settings";
import { possibleExclusivityConflict } from "./exclusivity";
import { deals } from "./table";

const createdAtText = sql<string>`${deals.createdAt}::text`;

// Written out, not as parameters: the planner matches it to the partial indexes on open deals.
const openStage = sql.raw(`"deals"."stage" in (${OPEN_STAGES.map((stage) => `'${stage}'`).join(", ")})`);

const dealColumns = {
  id: deals.id,
  playerId: deals.playerId,
  playerName: players.name,
  brandId: deals.brandId,
  brandName: brands.name,
  brandSector: brands.sector,
  stage: deals.stage,
  type: deals.type,
  fee: deals.fee,
  feeAmount: deals.feeAmount,
  deliverables: deals.deliverables,
  productUrl: sql<string | null>`case when ${deals.productKey} is null then null
    else '/api/deals/' || ${deals.id} || '/product?v=' || (extract(epoch from ${deals.productUpdatedAt}) * 1000)::bigint end`,
  startDate: deals.startDate,
  renewDate: deals.renewDate,
  exclusive: deals.exclusive,
  commissionPercent: deals.commissionPercent,
  lostReason: deals.lostReason,
  possibleConflict: possibleExclusivityConflict,
  playerApproval: latestPlayerApproval("deal", "deals"),
  createdAt: isoTimestamp(deals.createdAt),
  updatedAt: isoTimestamp(deals.updatedAt),
  version: deals.version,
  cursorCreatedAt: createdAtText,
  cursorUpdatedAt: sql<string>`${deals.updatedAt}::text`,
};

type DealRow = Deal & { cursorCreatedAt: string; cursorUpdatedAt: string };

function toDeal({ cursorCreatedAt: _created, cursorUpdatedAt: _updated, ...row }: DealRow): Deal {
  return row;
}

function selectDeals(db: DbExecutor) {
  return db
    .select(dealColumns)
    .from(deals)
    .innerJoin(players, eq(players.id, deals.playerId))
    .innerJoin(brands, eq(brands.id, deals.brandId));
}

/** Newest first; the deals "Sin movimiento" longest untouched first. */
export async function listDeals(db: DbExecutor, query: ListDealsQuery, reach: PlayerReach = null): Promise<Page<Deal>> {
  const shape = shapeOf({
    s: query.stage,
    p: query.playerId,
    b: query.brandId,
    c: query.cursor,
    z: query.stale,
    r: reach ?? undefined,
  });
  const statement = preparedOnce(db, `deals_list_${shape}`, (name) =>
    selectDeals(db)
      .where(
        and(
          query.stage ? eq(deals.stage, sql.placeholder("stage")) : undefined,
          query.playerId ? eq(deals.playerId, sql.placeholder("playerId")) : undefined,
          reach ? sql`${deals.playerId} = any(${sql.placeholder("reach")}::uuid[])` : undefined,
          query.brandId ? eq(deals.brandId, sql.placeholder("brandId")) : undefined,
          query.cursor
            ? query.stale
              ? afterCursorPlaceholder([deals.updatedAt, deals.id], "asc")
              : afterCursorPlaceholder([deals.createdAt, deals.id], "desc")
            : undefined,
          query.stale
            ? and(
                openStage,
                lt(deals.updatedAt, sql`now() - make_interval(days => ${sql.raw(String(STALE_AFTER_DAYS))})`),
              )
            : undefined,
        ),
      )
      .orderBy(...(query.stale ? [asc(deals.updatedAt), asc(deals.id)] : [desc(deals.createdAt), desc(deals.id)]))
      .limit(sql.placeholder("limit"))
      .prepare(name),
  );
  const rows = await statement.execute({
    limit: query.limit + 1,
    stage: query.stage,
    playerId: query.playerId,
    reach: reach ? reachParam(reach) : undefined,
    brandId: query.brandId,
    ...cursorParams(query.cursor, 2),
  });
  return toPage(rows, query.limit, (row) => [query.stale ? row.cursorUpdatedAt : row.cursorCreatedAt, row.id], toDeal);
}

export async function getDeal(db: DbExecutor, id: string): Promise<Deal | undefined> {
  const [row] = await selectDeals(db).where(eq(deals.id, id));
  return row ? toDeal(row) : undefined;
}

/** A new deal's row as the API writes it: the agency's default percent when it names none, its fee read in euros. */
export function newDealRow(input: CreateDealInput, defaultPercent: number) {
  return {
    ...input,
    stage: input.stage ?? "Prospect",
    startDate: input.startDate ?? null,
    commissionPercent: input.commissionPercent ?? defaultPercent,
    feeAmount: parseFeeAmount(input.fee),
    lostReason: input.stage === "Cerrada" ? (input.lostReason ?? null) : null,
  };
}

/** Inserts a deal as the API writes it; its rules (rules.ts) run around this in the same transaction. */
export async function insertDeal(db: DbExecutor, input: CreateDealInput): Promise<string> {
  const [row] = await db
    .insert(deals)
    .values(newDealRow(input, await defaultDealCommissionPercent(db)))
    .returning({ id: deals.id });
  if (!row) throw new Error("insert returned no row");
  return row.id;
}

/** Writes an edit's fields; false when there is no such deal. The loss's reason goes when the deal leaves Cerrada. */
export async function updateDealRow(db: DbExecutor, id: string, input: UpdateDealInput): Promise<boolean> {
  const [current] = await db.select({ stage: deals.stage }).from(deals).where(eq(deals.id, id)).for("update");
  if (!current) return false;
  const stage = input.stage ?? current.stage;
  const updated = await db
    .update(deals)
    .set({
      ...input,
      ...(input.fee === undefined ? {} : { feeAmount: parseFeeAmount(input.fee) }),
      ...(stage === "Cerrada" ? {} : { lostReason: null }),
      updatedAt: new Date(),
    })
    .where(eq(deals.id, id))
    .returning({ id: deals.id });
  return updated.length > 0;
}

/** deal_totals' column prefix of each of DEAL_STAGES, in the same order. */
const DEAL_STAGE_COLUMNS = ["prospect", "negotiation", "active", "closed"] as const;

/**
 * Counts and fee totals per stage, every stage present (zeros included), in pipeline order: as the writes to deals
 * keep them in deal_totals (migration 0049), a few rows however many deals.
 */
export async function getDealSummary(db: DbExecutor): Promise<DealSummary> {
  const { rows } = await db.execute<Record<string, string | null>>(sql`
    select ${sql.raw(
      DEAL_STAGE_COLUMNS.flatMap((prefix) =>
        ["deals", "fees", "unreadable"].map((figure) => `sum(${prefix}_${figure}) as ${prefix}_${figure}`),
      ).join(", "),
    )}
    from deal_totals`);
  const row = rows[0] ?? {};
  const stages = DEAL_STAGES.map((stage, index) => {
    const prefix = DEAL_STAGE_COLUMNS[index];
    return {
      stage,
      count: Number(row[`${prefix}_deals`] ?? 0),
      feeTotal: Number(row[`${prefix}_fees`] ?? 0),
      unreadableFees: Number(row[`${prefix}_unreadable`] ?? 0),
    };
  });
  return { total: stages.reduce((sum, stage) => sum + stage.count, 0), stages };
}

export async function deleteDeal(db: DbExecutor, id: string): Promise<boolean> {
  const deleted = await db.delete(deals).where(eq(deals.id, id)).returning({ id: deals.id });
  return deleted.length > 0;
}
