import { and, asc, eq, sql } from "drizzle-orm";

import type { Page } from "../../../shared/schemas/common";
import type { CreateOfferInput, ListOffersQuery, Offer, UpdateOfferInput } from "../../../shared/schemas/offer";
import { isoTimestamp } from "../../db/lib/dates";
import type { DbExecutor } from "../../db/lib/executor";
import { afterCursor, toPage } from "../../db/lib/pagination";
import { clubs } from "../clubs/table";
import { operations } from "../operations/table";
import { offers } from "./table";

const offerColumns = {
  id: offers.id,
  operationId: offers.operationId,
  date: offers.date,
  direction: offers.direction,
  clubId: offers.clubId,
  clubName: clubs.name,
  transferFee: offers.transferFee,
  salary: offers.salary,
  years: offers.years,
  state: offers.state,
  feedback: offers.feedback,
  respondBy: offers.respondBy,
  createdAt: isoTimestamp(offers.createdAt),
  updatedAt: isoTimestamp(offers.updatedAt),
  version: offers.version,
  cursorCreatedAt: sql<string>`${offers.createdAt}::text`,
};

type OfferRow = Offer & { cursorCreatedAt: string };
const toOffer = ({ cursorCreatedAt: _cursor, ...row }: OfferRow): Offer => row;
const selectOffers = (db: DbExecutor) =>
  db.select(offerColumns).from(offers).innerJoin(clubs, eq(clubs.id, offers.clubId));

/** An operation's offers in the order the negotiation went: by date, then as they were recorded. */
export async function listOffers(db: DbExecutor, query: ListOffersQuery): Promise<Page<Offer>> {
  const rows = await selectOffers(db)
    .where(
      and(
        eq(offers.operationId, query.operationId),
        afterCursor([offers.date, offers.createdAt, offers.id], query.cursor, "asc"),
      ),
    )
    .orderBy(asc(offers.date), asc(offers.createdAt), asc(offers.id))
    .limit(query.limit + 1);
  return toPage(rows, query.limit, (row) => [row.date, row.cursorCreatedAt, row.id], toOffer);
}

export async function getOffer(db: DbExecutor, id: string): Promise<Offer | undefined> {
  const [row] = await selectOffers(db).where(eq(offers.id, id));
  return row ? toOffer(row) : undefined;
}

/** The club an offer is with, unless it names another: the operation's. */
export async function operationClubId(db: DbExecutor, operationId: string): Promise<string | undefined> {
  const [row] = await db.select({ clubId: operations.clubId }).from(operations).where(eq(operations.id, operationId));
  return row?.clubId;
}

export async function createOffer(
  db: DbExecutor,
  operationId: string,
  clubId: string,
  input: CreateOfferInput,
): Promise<Offer> {
  const [row] = await db
    .insert(offers)
    .values({ ...input, operationId, clubId: input.clubId ?? clubId })
    .returning({ id: offers.id });
  const offer = row && (await getOffer(db, row.id));
  if (!offer) throw new Error("insert returned no row");
  return offer;
}

export async function updateOffer(db: DbExecutor, id: string, input: UpdateOfferInput): Promise<Offer | undefined> {
  const { clubId, ...rest } = input;
  const updated = await db
    .update(offers)
    .set({ ...rest, ...(clubId ? { clubId } : {}), updatedAt: new Date() })
    .where(eq(offers.id, id))
    .returning({ id: offers.id });
  return updated.length > 0 ? getOffer(db, id) : undefined;
}

export async function deleteOffer(db: DbExecutor, id: string): Promise<boolean> {
  const deleted = await db.delete(offers).where(eq(offers.id, id)).returning({ id: offers.id });
  return deleted.length > 0;
}
