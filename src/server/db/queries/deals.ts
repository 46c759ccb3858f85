import { and, desc, eq, sql } from "drizzle-orm";
import type { Page } from "../../../shared/schemas/common";
import type { CreateDealInput, Deal, ListDealsQuery, UpdateDealInput } from "../../../shared/schemas/deal";
import { brands, deals, players } from "../schema";
import { withIsoTimestamps } from "./dates";
import type { DbExecutor } from "./executor";
import { afterCursor, toPage } from "./pagination";

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
  deliverables: deals.deliverables,
  startDate: deals.startDate,
  renewDate: deals.renewDate,
  createdAt: deals.createdAt,
  updatedAt: deals.updatedAt,
  cursorCreatedAt: createdAtText,
};

type DealRow = Omit<Deal, "createdAt" | "updatedAt"> & { createdAt: Date; updatedAt: Date; cursorCreatedAt: string };

function toDeal({ cursorCreatedAt: _cursor, ...row }: DealRow): Deal {
  return withIsoTimestamps(row);
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
  const rows = await selectDeals(db)
    .where(
      and(
        query.stage ? eq(deals.stage, query.stage) : undefined,
        query.playerId ? eq(deals.playerId, query.playerId) : undefined,
        query.brandId ? eq(deals.brandId, query.brandId) : undefined,
        afterCursor([deals.createdAt, deals.id], query.cursor, "desc"),
      ),
    )
    .orderBy(desc(deals.createdAt), desc(deals.id))
    .limit(query.limit + 1);
  return toPage(rows, query.limit, (row) => [row.cursorCreatedAt, row.id], toDeal);
}

export async function getDeal(db: DbExecutor, id: string): Promise<Deal | undefined> {
  const [row] = await selectDeals(db).where(eq(deals.id, id));
  return row ? toDeal(row) : undefined;
}

export async function createDeal(db: DbExecutor, input: CreateDealInput): Promise<Deal> {
  const [row] = await db.insert(deals).values(input).returning({ id: deals.id });
  const deal = row && (await getDeal(db, row.id));
  if (!deal) throw new Error("insert returned no row");
  return deal;
}

export async function updateDeal(db: DbExecutor, id: string, input: UpdateDealInput): Promise<Deal | undefined> {
  const updated = await db
    .update(deals)
    .set({ ...input, updatedAt: new Date() })
    .where(eq(deals.id, id))
    .returning({ id: deals.id });
  return updated.length > 0 ? getDeal(db, id) : undefined;
}

export async function deleteDeal(db: DbExecutor, id: string): Promise<boolean> {
  const deleted = await db.delete(deals).where(eq(deals.id, id)).returning({ id: deals.id });
  return deleted.length > 0;
}
