import { and, asc, desc, eq, inArray, lt, type SQL, sql } from "drizzle-orm";
import type { DealStage } from "../../../shared/domain/enums";
import { DEAL_STAGES } from "../../../shared/domain/enums";
import { BINDING_STAGES, exclusivityConflictMessage } from "../../../shared/domain/exclusivity";
import { parseFeeAmount } from "../../../shared/domain/fee-amount";
import { OPEN_STAGES, STALE_AFTER_DAYS } from "../../../shared/domain/pipeline-hygiene";
import type { Page } from "../../../shared/schemas/common";
import {
  type CreateDealInput,
  type Deal,
  type DealSummary,
  type ListDealsQuery,
  RENEWAL_BEFORE_START,
  type UpdateDealInput,
} from "../../../shared/schemas/deal";
import { invalidInput, ruleConflict } from "../../rules/domain-errors";
import { brands, deals, players } from "../schema";
import { defaultDealCommissionPercent } from "./agent-settings";
import { syncDealCommissions } from "./commissions";
import { isoTimestamp, todayIso } from "./dates";
import type { DbExecutor } from "./executor";
import { toPage } from "./pagination";
import { afterCursorPlaceholder, cursorParams, preparedOnce, shapeOf } from "./prepared";

const createdAtText = sql<string>`${deals.createdAt}::text`;

// Written out, not as parameters: the planner matches it to the partial indexes on open deals.
const openStage = sql.raw(`"deals"."stage" in (${OPEN_STAGES.map((stage) => `'${stage}'`).join(", ")})`);

/** Deals of the player, in a binding stage, with another brand of the same sector, dated so that they overlap. */
function clashingDeals(deal: {
  id: SQL | string | null;
  playerId: SQL | string;
  brandId: SQL | string;
  sector: SQL | string;
  exclusive: SQL | boolean;
  startDate: SQL | string | null;
  renewDate: SQL | string | null;
}) {
  const bindingStages = sql.join(
    BINDING_STAGES.map((stage) => sql`${stage}`),
    sql`, `,
  );
  // A missing start or renewal date leaves that side of the period open.
  return sql`from deals other join brands other_brand on other_brand.id = other.brand_id
    where other.player_id = ${deal.playerId}
      and (${deal.id}::uuid is null or other.id <> ${deal.id}::uuid)
      and other.stage in (${bindingStages})
      and other.brand_id <> ${deal.brandId}
      and lower(other_brand.sector) = lower(${deal.sector})
      and (other.exclusive or ${deal.exclusive})
      and coalesce(other.start_date, '-infinity'::date) <= coalesce(${deal.renewDate}::date, 'infinity'::date)
      and coalesce(${deal.startDate}::date, '-infinity'::date) <= coalesce(other.renew_date, 'infinity'::date)`;
}

const possibleConflict = sql<boolean>`(${deals.stage} = 'Prospect' and exists (select 1 ${clashingDeals({
  id: sql`${deals.id}`,
  playerId: sql`${deals.playerId}`,
  brandId: sql`${deals.brandId}`,
  sector: sql`${brands.sector}`,
  exclusive: sql`${deals.exclusive}`,
  startDate: sql`${deals.startDate}`,
  renewDate: sql`${deals.renewDate}`,
})}))`;

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
  exclusive: deals.exclusive,
  commissionPercent: deals.commissionPercent,
  lostReason: deals.lostReason,
  possibleConflict,
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
export async function listDeals(db: DbExecutor, query: ListDealsQuery): Promise<Page<Deal>> {
  const shape = shapeOf({ s: query.stage, p: query.playerId, b: query.brandId, c: query.cursor, z: query.stale });
  const statement = preparedOnce(db, `deals_list_${shape}`, (name) =>
    selectDeals(db)
      .where(
        and(
          query.stage ? eq(deals.stage, sql.placeholder("stage")) : undefined,
          query.playerId ? eq(deals.playerId, sql.placeholder("playerId")) : undefined,
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
    brandId: query.brandId,
    ...cursorParams(query.cursor, 2),
  });
  return toPage(rows, query.limit, (row) => [query.stale ? row.cursorUpdatedAt : row.cursorCreatedAt, row.id], toDeal);
}

export async function getDeal(db: DbExecutor, id: string): Promise<Deal | undefined> {
  const [row] = await selectDeals(db).where(eq(deals.id, id));
  return row ? toDeal(row) : undefined;
}

/** What a deal's commission is computed from: an edit of anything else leaves its instalments as they are. */
const COMMISSION_TERMS = [
  "playerId",
  "stage",
  "fee",
  "commissionPercent",
  "startDate",
] as const satisfies (keyof UpdateDealInput)[];

type DealTerms = {
  playerId: string;
  brandId: string;
  stage: DealStage;
  exclusive: boolean;
  startDate: string | null;
  renewDate: string | null;
};

/**
 * Refuses a deal in a binding stage that clashes with another of the player's in their sector. The player's row
 * is locked first, so that two requests cannot each miss the other's deal.
 */
async function assertNoExclusivityConflict(db: DbExecutor, id: string | null, terms: DealTerms) {
  if (!BINDING_STAGES.includes(terms.stage)) return;
  const [player] = await db
    .select({ name: players.name })
    .from(players)
    .where(eq(players.id, terms.playerId))
    .for("update");
  const [brand] = await db.select({ sector: brands.sector }).from(brands).where(eq(brands.id, terms.brandId));
  if (!player || !brand) return;
  const { rows } = await db.execute<{ brand_name: string; sector: string }>(
    sql`select other_brand.name as brand_name, other_brand.sector as sector ${clashingDeals({ id, ...terms, sector: brand.sector })} order by other.created_at limit 1`,
  );
  const clash = rows[0];
  if (clash) throw ruleConflict(exclusivityConflictMessage(player.name, clash.sector, clash.brand_name));
}

/**
 * Refuses a brand's move to another sector when one of its binding deals would then clash with another of its
 * player's deals in the new sector. The players are locked first, like a deal's own check.
 */
export async function assertSectorChangeAllowed(db: DbExecutor, brandId: string, sector: string) {
  const binding = await db
    .select({
      id: deals.id,
      playerId: deals.playerId,
      exclusive: deals.exclusive,
      startDate: deals.startDate,
      renewDate: deals.renewDate,
      playerName: players.name,
    })
    .from(deals)
    .innerJoin(players, eq(players.id, deals.playerId))
    .where(and(eq(deals.brandId, brandId), inArray(deals.stage, [...BINDING_STAGES])))
    .orderBy(asc(deals.playerId))
    .for("update", { of: players });
  for (const deal of binding) {
    const { rows } = await db.execute<{ brand_name: string; sector: string }>(
      sql`select other_brand.name as brand_name, other_brand.sector as sector ${clashingDeals({ ...deal, brandId, sector })} order by other.created_at limit 1`,
    );
    const clash = rows[0];
    if (clash) throw ruleConflict(exclusivityConflictMessage(deal.playerName, clash.sector, clash.brand_name));
  }
}

/** Pairs of a player's binding deals in one sector whose periods overlap with one of them exclusive: old data's clashes. */
export const EXCLUSIVITY_CLASHES = sql`select count(*) from deals d join brands b on b.id = d.brand_id
  where d.stage in (${sql.join(
    BINDING_STAGES.map((stage) => sql`${stage}`),
    sql`, `,
  )})
    and exists (select 1 ${clashingDeals({
      id: sql`d.id`,
      playerId: sql`d.player_id`,
      brandId: sql`d.brand_id`,
      sector: sql`b.sector`,
      exclusive: sql`d.exclusive`,
      startDate: sql`d.start_date`,
      renewDate: sql`d.renew_date`,
    })} and other.id > d.id)`;

export async function createDeal(db: DbExecutor, input: CreateDealInput): Promise<Deal> {
  await assertNoExclusivityConflict(db, null, {
    playerId: input.playerId,
    brandId: input.brandId,
    stage: input.stage ?? "Prospect",
    exclusive: input.exclusive ?? false,
    startDate: input.startDate ?? null,
    renewDate: input.renewDate ?? null,
  });
  const commissionPercent = input.commissionPercent ?? (await defaultDealCommissionPercent(db));
  const [row] = await db
    .insert(deals)
    .values({
      ...input,
      commissionPercent,
      feeAmount: parseFeeAmount(input.fee),
      lostReason: input.stage === "Cerrada" ? (input.lostReason ?? null) : null,
    })
    .returning({ id: deals.id });
  if (row) await syncDealCommissions(db, row.id, todayIso());
  const deal = row && (await getDeal(db, row.id));
  if (!deal) throw new Error("insert returned no row");
  return deal;
}

export async function updateDeal(db: DbExecutor, id: string, input: UpdateDealInput): Promise<Deal | undefined> {
  const [current] = await db
    .select({
      playerId: deals.playerId,
      brandId: deals.brandId,
      stage: deals.stage,
      exclusive: deals.exclusive,
      startDate: deals.startDate,
      renewDate: deals.renewDate,
    })
    .from(deals)
    .where(eq(deals.id, id))
    .for("update");
  if (!current) return undefined;
  // A partial change is checked with the terms it keeps.
  const terms: DealTerms = {
    playerId: input.playerId ?? current.playerId,
    brandId: input.brandId ?? current.brandId,
    stage: input.stage ?? current.stage,
    exclusive: input.exclusive ?? current.exclusive,
    startDate: input.startDate === undefined ? current.startDate : input.startDate,
    renewDate: input.renewDate === undefined ? current.renewDate : input.renewDate,
  };
  if (terms.startDate && terms.renewDate && terms.renewDate < terms.startDate) {
    throw invalidInput(RENEWAL_BEFORE_START, { renewDate: RENEWAL_BEFORE_START });
  }
  await assertNoExclusivityConflict(db, id, terms);
  const updated = await db
    .update(deals)
    .set({
      ...input,
      ...(input.fee === undefined ? {} : { feeAmount: parseFeeAmount(input.fee) }),
      // The reason belongs to the loss: it goes when the deal leaves Cerrada.
      ...(terms.stage === "Cerrada" ? {} : { lostReason: null }),
      updatedAt: new Date(),
    })
    .where(eq(deals.id, id))
    .returning({ id: deals.id });
  if (updated.length === 0) return undefined;
  if (COMMISSION_TERMS.some((field) => input[field] !== undefined)) await syncDealCommissions(db, id, todayIso());
  return getDeal(db, id);
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
    return {
      stage,
      count: row?.count ?? 0,
      feeTotal: Number(row?.feeTotal ?? 0),
      unreadableFees: row?.unreadableFees ?? 0,
    };
  });
  return { total: stages.reduce((sum, stage) => sum + stage.count, 0), stages };
}

export async function deleteDeal(db: DbExecutor, id: string): Promise<boolean> {
  const deleted = await db.delete(deals).where(eq(deals.id, id)).returning({ id: deals.id });
  return deleted.length > 0;
}
