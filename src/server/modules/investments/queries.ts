import { and, desc, eq, sql } from "drizzle-orm";

import { parseFeeAmount } from "../../../shared/domain/fee-amount";
import type { Page } from "../../../shared/schemas/common";
import type {
  CreateInvestmentInput,
  Investment,
  ListInvestmentsQuery,
  UpdateInvestmentInput,
} from "../../../shared/schemas/investment";
import { withIsoTimestamps } from "../../db/lib/dates";
import type { DbExecutor } from "../../db/lib/executor";
import { afterCursor, toPage } from "../../db/lib/pagination";
import { withinReach, type PlayerReach } from "../../db/lib/player-reach";
import { players } from "../players/table";
import { investments } from "./table";

const investmentColumns = {
  id: investments.id,
  playerId: investments.playerId,
  playerName: players.name,
  type: investments.type,
  name: investments.name,
  amount: investments.amount,
  amountValue: investments.amountValue,
  risk: investments.risk,
  status: investments.status,
  date: investments.date,
  expectedReturn: investments.expectedReturn,
  createdAt: investments.createdAt,
  updatedAt: investments.updatedAt,
  version: investments.version,
};

type InvestmentRow = Omit<Investment, "createdAt" | "updatedAt"> & { createdAt: Date; updatedAt: Date };

export function toInvestment(row: InvestmentRow): Investment {
  return withIsoTimestamps(row);
}

export function selectInvestments(db: DbExecutor) {
  return db.select(investmentColumns).from(investments).innerJoin(players, eq(players.id, investments.playerId));
}

// Amounts that name no euros ("a convenir") sort after every readable one.
const amountKey = sql<string>`coalesce(${investments.amountValue}, -1)`;

/** Most recent date first, or (sort=amount) the largest amount first. */
export async function listInvestments(
  db: DbExecutor,
  query: ListInvestmentsQuery,
  reach: PlayerReach = null,
): Promise<Page<Investment>> {
  const byAmount = query.sort === "amount";
  const key = byAmount ? amountKey : investments.date;
  const rows = await selectInvestments(db)
    .where(
      and(
        query.playerId ? eq(investments.playerId, query.playerId) : undefined,
        withinReach(investments.playerId, reach),
        query.status ? eq(investments.status, query.status) : undefined,
        afterCursor([key, investments.id], query.cursor, "desc"),
      ),
    )
    .orderBy(desc(key), desc(investments.id))
    .limit(query.limit + 1);
  return toPage(rows, query.limit, (row) => [byAmount ? (row.amountValue ?? -1) : row.date, row.id], toInvestment);
}

export async function getInvestment(db: DbExecutor, id: string): Promise<Investment | undefined> {
  const [row] = await selectInvestments(db).where(eq(investments.id, id));
  return row ? toInvestment(row) : undefined;
}

export async function createInvestment(db: DbExecutor, input: CreateInvestmentInput): Promise<Investment> {
  const [row] = await db
    .insert(investments)
    .values({ ...input, amountValue: parseFeeAmount(input.amount) })
    .returning({ id: investments.id });
  const investment = row && (await getInvestment(db, row.id));
  if (!investment) throw new Error("insert returned no row");
  return investment;
}

export async function updateInvestment(
  db: DbExecutor,
  id: string,
  input: UpdateInvestmentInput,
): Promise<Investment | undefined> {
  const updated = await db
    .update(investments)
    .set({
      ...input,
      ...(input.amount === undefined ? {} : { amountValue: parseFeeAmount(input.amount) }),
      updatedAt: new Date(),
    })
    .where(eq(investments.id, id))
    .returning({ id: investments.id });
  return updated.length > 0 ? getInvestment(db, id) : undefined;
}

export async function deleteInvestment(db: DbExecutor, id: string): Promise<boolean> {
  const deleted = await db.delete(investments).where(eq(investments.id, id)).returning({ id: investments.id });
  return deleted.length > 0;
}
