import { and, desc, eq, sql } from "drizzle-orm";
import type { Page } from "../../../shared/schemas/common";
import { DEAL_STAGES } from "../../../shared/domain/enums";
import {
  type CreateDealInput,
  type Deal,
  type DealSummary,
  type ListDealsQuery,
  RENEWAL_BEFORE_START,
  type UpdateDealInput,
} from "../../../shared/schemas/deal";
import { validationError } from "../../http/errors";
import { parseFeeAmount } from "../../../shared/domain/fee-amount";
import { brands, deals, players } from "../schema";
import { isoTimestamp } from "./dates";
import type { DbExecutor } from "./executor";
import { toPage } from "./pagination";
import { afterCursorPlaceholder, cursorParams, preparedOnce, shapeOf } from "./prepared";

const createdAtText = sql<string>`${deals.createdAt}::text`;

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
  startDate: deals.startDate,
  renewDate: deals.renewDate,
  createdAt: isoTimestamp(deals.createdAt),
  updatedAt: isoTimestamp(deals.updatedAt),
  cursorCreatedAt: createdAtText,
};

type DealRow = Deal & { cursorCreatedAt: string };

function toDeal({ cursorCreatedAt: _cursor, ...row }: DealRow): Deal {
  return row;
}

function selectDeals(db: DbExecutor) {
  return db
    .select(dealColumns)
    .from(deals)
    .innerJoin(players, eq(players.id, deals.playerId))
    .innerJoin(brands, eq(brands.id, deals.brandId));
}

/** Newest first. */
export async function listDeals(db: DbExecutor, query: ListDealsQuery): Promise<Page<Deal>> {
  const shape = shapeOf({ s: query.stage, p: query.playerId, b: query.brandId, c: query.cursor });
  const statement = preparedOnce(db, `deals_list_${shape}`, (name) =>
    selectDeals(db)
      .where(
        and(
          query.stage ? eq(deals.stage, sql.placeholder("stage")) : undefined,
          query.playerId ? eq(deals.playerId, sql.placeholder("playerId")) : undefined,
          query.brandId ? eq(deals.brandId, sql.placeholder("brandId")) : undefined,
          query.cursor ? afterCursorPlaceholder([deals.createdAt, deals.id], "desc") : undefined,
        ),
      )
      .orderBy(desc(deals.createdAt), desc(deals.id))
      .limit(sql.placeholder("limit"))
      .prepare(name),
  );
  const rows = await statement.execute({
    limit: query.limit + 1,
    stage: query.stage,
    playerId: query.playerId,
    brandId: query.brandId,
    ...cursorParams(query.cursor, 2),
  });
  return toPage(rows, query.limit, (row) => [row.cursorCreatedAt, row.id], toDeal);
}

export async function getDeal(db: DbExecutor, id: string): Promise<Deal | undefined> {
  const [row] = await selectDeals(db).where(eq(deals.id, id));
  return row ? toDeal(row) : undefined;
}

export async function createDeal(db: DbExecutor, input: CreateDealInput): Promise<Deal> {
  const [row] = await db
    .insert(deals)
    .values({ ...input, feeAmount: parseFeeAmount(input.fee) })
    .returning({ id: deals.id });
  const deal = row && (await getDeal(db, row.id));
  if (!deal) throw new Error("insert returned no row");
  return deal;
}

export async function updateDeal(db: DbExecutor, id: string, input: UpdateDealInput): Promise<Deal | undefined> {
  if (input.startDate !== undefined || input.renewDate !== undefined) {
    const [current] = await db
      .select({ startDate: deals.startDate, renewDate: deals.renewDate })
      .from(deals)
      .where(eq(deals.id, id))
      .for("update");
    if (!current) return undefined;
    const startDate = input.startDate === undefined ? current.startDate : input.startDate;
    const renewDate = input.renewDate === undefined ? current.renewDate : input.renewDate;
    if (startDate && renewDate && renewDate < startDate) {
      throw validationError(RENEWAL_BEFORE_START, { renewDate: RENEWAL_BEFORE_START });
    }
  }
  const updated = await db
    .update(deals)
    .set({ ...input, ...(input.fee === undefined ? {} : { feeAmount: parseFeeAmount(input.fee) }), updatedAt: new Date() })
    .where(eq(deals.id, id))
    .returning({ id: deals.id });
  return updated.length > 0 ? getDeal(db, id) : undefined;
}

/** Counts and fee totals per stage, every stage present (zeros included), in pipeline order. */
export async function getDealSummary(db: DbExecutor): Promise<DealSummary> {
  const rows = await db
    .select({
      stage: deals.stage,
      count: sql<number>`count(*)::int`,
      feeTotal: sql<string>`coalesce(sum(${deals.feeAmount}), 0)`,
      unreadableFees: sql<number>`(count(*) filter (where ${deals.feeAmount} is null and ${deals.fee} <> ''))::int`,
    })
    .from(deals)
    .groupBy(deals.stage);
  const byStage = new Map(rows.map((row) => [row.stage, row]));
  const stages = DEAL_STAGES.map((stage) => {
    const row = byStage.get(stage);
    return { stage, count: row?.count ?? 0, feeTotal: Number(row?.feeTotal ?? 0), unreadableFees: row?.unreadableFees ?? 0 };
  });
  return { total: stages.reduce((sum, stage) => sum + stage.count, 0), stages };
}

export async function deleteDeal(db: DbExecutor, id: string): Promise<boolean> {
  const deleted = await db.delete(deals).where(eq(deals.id, id)).returning({ id: deals.id });
  return deleted.length > 0;
}
