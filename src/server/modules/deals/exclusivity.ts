// Exclusivity: a player cannot hold two binding deals with rival brands of one sector over overlapping periods
// when either is exclusive. Checked on every write that could create a clash (a deal, a brand's sector) and
// counted on old data by the integrity check.
import { and, asc, eq, inArray, sql, type SQL } from "drizzle-orm";

import type { DealStage } from "../../../shared/domain/enums";
import { BINDING_STAGES, exclusivityConflictMessage } from "../../../shared/domain/exclusivity";
import type { DbExecutor } from "../../db/lib/executor";
import { ExclusivityConflict } from "../../domain-errors";
import { brands } from "../brands/table";
import { players } from "../players/table";
import { deals } from "./table";

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

/** True on a Prospect that would clash if it moved to a binding stage: "Posible conflicto" on the board. */
export const possibleExclusivityConflict = sql<boolean>`(${deals.stage} = 'Prospect' and exists (select 1 ${clashingDeals(
  {
    id: sql`${deals.id}`,
    playerId: sql`${deals.playerId}`,
    brandId: sql`${deals.brandId}`,
    sector: sql`${brands.sector}`,
    exclusive: sql`${deals.exclusive}`,
    startDate: sql`${deals.startDate}`,
    renewDate: sql`${deals.renewDate}`,
  },
)}))`;

export type DealTerms = {
  playerId: string;
  brandId: string;
  stage: DealStage;
  exclusive: boolean;
  startDate: string | null;
  renewDate: string | null;
};

/** The earliest of the player's deals that the given deal would clash with, by its brand and sector. */
async function firstClash(db: DbExecutor, deal: Parameters<typeof clashingDeals>[0]) {
  const { rows } = await db.execute<{ brand_name: string; sector: string }>(
    sql`select other_brand.name as brand_name, other_brand.sector as sector ${clashingDeals(deal)} order by other.created_at limit 1`,
  );
  return rows[0];
}

/**
 * Refuses a deal in a binding stage that clashes with another of the player's in their sector. The player's row
 * is locked first, so that two requests cannot each miss the other's deal.
 */
export async function assertNoExclusivityConflict(db: DbExecutor, id: string | null, terms: DealTerms) {
  if (!BINDING_STAGES.includes(terms.stage)) return;
  const [player] = await db
    .select({ name: players.name })
    .from(players)
    .where(eq(players.id, terms.playerId))
    .for("update");
  const [brand] = await db.select({ sector: brands.sector }).from(brands).where(eq(brands.id, terms.brandId));
  if (!player || !brand) return;
  const clash = await firstClash(db, { id, ...terms, sector: brand.sector });
  if (clash) throw new ExclusivityConflict(exclusivityConflictMessage(player.name, clash.sector, clash.brand_name));
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
    const clash = await firstClash(db, { ...deal, brandId, sector });
    if (clash)
      throw new ExclusivityConflict(exclusivityConflictMessage(deal.playerName, clash.sector, clash.brand_name));
  }
}

/** A deal read as `d`, joined to its brand as `b`: the terms `clashingDeals` compares. */
const DEAL_D = {
  id: sql`d.id`,
  playerId: sql`d.player_id`,
  brandId: sql`d.brand_id`,
  sector: sql`b.sector`,
  exclusive: sql`d.exclusive`,
  startDate: sql`d.start_date`,
  renewDate: sql`d.renew_date`,
};

export type DealClash = { dealId: string; otherId: string; brandName: string; sector: string; playerName: string };

/**
 * Every clash of the given deals (already written, in this transaction) with any other of their players' deals,
 * oldest other first: a CSV import checks its whole set at once. Lock the players first (`lockPlayers`).
 */
export async function clashesOf(db: DbExecutor, dealIds: string[]): Promise<DealClash[]> {
  if (dealIds.length === 0) return [];
  const { rows } = await db.execute<DealClash>(sql`select d.id as "dealId", c.other_id as "otherId",
      c.brand_name as "brandName", c.sector, p.name as "playerName"
    from deals d
    join brands b on b.id = d.brand_id
    join players p on p.id = d.player_id
    cross join lateral (select other.id as other_id, other_brand.name as brand_name, other_brand.sector as sector,
        other.created_at ${clashingDeals(DEAL_D)}) c
    where d.id in (${sql.join(
      dealIds.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})
      and d.stage in (${sql.join(
        BINDING_STAGES.map((stage) => sql`${stage}`),
        sql`, `,
      )})
    order by c.created_at, c.other_id`);
  return rows;
}

/** Locks the players' rows in id order, as a deal's own check does, so that concurrent writes cannot miss a clash. */
export async function lockPlayers(db: DbExecutor, playerIds: string[]) {
  if (playerIds.length === 0) return;
  await db
    .select({ id: players.id })
    .from(players)
    .where(inArray(players.id, [...new Set(playerIds)]))
    .orderBy(asc(players.id))
    .for("update");
}

/** Pairs of a player's binding deals in one sector whose periods overlap with one of them exclusive: old data's clashes. */
export const EXCLUSIVITY_CLASHES = sql`select count(*) from deals d join brands b on b.id = d.brand_id
  where d.stage in (${sql.join(
    BINDING_STAGES.map((stage) => sql`${stage}`),
    sql`, `,
  )})
    and exists (select 1 ${clashingDeals(DEAL_D)} and other.id > d.id)`;
