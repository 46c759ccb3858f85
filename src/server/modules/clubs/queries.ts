import { and, asc, eq, like, sql } from "drizzle-orm";

import type { Club, CreateClubInput, ListClubsQuery, UpdateClubInput } from "../../../shared/schemas/club";
import type { Page } from "../../../shared/schemas/common";
import { withIsoTimestamps } from "../../db/lib/dates";
import type { DbExecutor } from "../../db/lib/executor";
import { afterCursor, toPage } from "../../db/lib/pagination";
import { containsPattern } from "../../db/lib/search-text";
import { ruleConflict } from "../../domain-errors";
import { offers } from "../offers/table";
import { operations } from "../operations/table";
import { clubs } from "./table";

const clubColumns = {
  id: clubs.id,
  name: clubs.name,
  country: clubs.country,
  league: clubs.league,
  city: clubs.city,
  notes: clubs.notes,
  createdAt: clubs.createdAt,
  updatedAt: clubs.updatedAt,
  version: clubs.version,
};

const foldedName = sql<string>`palco_fold(${clubs.name})`;

export async function listClubs(db: DbExecutor, query: ListClubsQuery): Promise<Page<Club>> {
  const rows = await db
    .select({ ...clubColumns, sortKey: foldedName })
    .from(clubs)
    .where(
      and(
        // Folded like the unique name: "atletico" finds "Atlético" (served by the trigram index of migration 0027).
        query.q ? like(foldedName, containsPattern(query.q)) : undefined,
        afterCursor([foldedName, clubs.id], query.cursor, "asc"),
      ),
    )
    .orderBy(asc(foldedName), asc(clubs.id))
    .limit(query.limit + 1);
  return toPage(
    rows,
    query.limit,
    (row) => [row.sortKey, row.id],
    ({ sortKey: _sortKey, ...row }) => withIsoTimestamps(row),
  );
}

export async function getClub(db: DbExecutor, id: string): Promise<Club | undefined> {
  const [row] = await db.select(clubColumns).from(clubs).where(eq(clubs.id, id));
  return row ? withIsoTimestamps(row) : undefined;
}

export async function createClub(db: DbExecutor, input: CreateClubInput): Promise<Club> {
  const [row] = await db.insert(clubs).values(input).returning(clubColumns);
  if (!row) throw new Error("insert returned no row");
  return withIsoTimestamps(row);
}

export async function updateClub(db: DbExecutor, id: string, input: UpdateClubInput): Promise<Club | undefined> {
  const [row] = await db
    .update(clubs)
    .set({ ...input, updatedAt: new Date() })
    .where(eq(clubs.id, id))
    .returning(clubColumns);
  return row ? withIsoTimestamps(row) : undefined;
}

/** A club named by operations or offers stays: they are the agency's record of what was negotiated with it. */
export async function deleteClub(db: DbExecutor, id: string): Promise<boolean> {
  const [used] = await db
    .select({
      operations: sql<number>`(select count(*)::int from ${operations} where ${operations.clubId} = ${id} or ${operations.originClubId} = ${id})`,
      offers: sql<number>`(select count(*)::int from ${offers} where ${offers.clubId} = ${id})`,
    })
    .from(sql`(select 1) as one`);
  if (used && used.operations > 0)
    throw ruleConflict(
      `Este club aparece en ${used.operations === 1 ? "1 operación" : `${used.operations} operaciones`}: no se puede eliminar`,
    );
  if (used && used.offers > 0)
    throw ruleConflict(
      `Este club aparece en ${used.offers === 1 ? "1 oferta" : `${used.offers} ofertas`}: no se puede eliminar`,
    );
  const deleted = await db.delete(clubs).where(eq(clubs.id, id)).returning({ id: clubs.id });
  return deleted.length > 0;
}
