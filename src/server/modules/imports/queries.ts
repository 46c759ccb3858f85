import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";

import { agencyToday } from "../../../shared/domain/calendar-day";
import {
  convertRow,
  type ImportResource,
  type ImportResult,
  type ImportRowError,
} from "../../../shared/domain/csv-import";
import { BINDING_STAGES, exclusivityConflictMessage } from "../../../shared/domain/exclusivity";
import { createBrandSchema } from "../../../shared/schemas/brand";
import { createClubSchema } from "../../../shared/schemas/club";
import { createDealSchema } from "../../../shared/schemas/deal";
import { fieldsOf } from "../../../shared/schemas/field-errors";
import { createPlayerSchema } from "../../../shared/schemas/player";
import type { DbExecutor } from "../../db/lib/executor";
import { normalizeSearchText } from "../../db/lib/search-text";
import type { Actor } from "../../history/activity";
import { recordCreatedBatch } from "../../history/recorded-writes";
import { BRAND_HISTORY } from "../brands";
import { brands } from "../brands/table";
import { CLUB_HISTORY } from "../clubs";
import { clubs } from "../clubs/table";
import { syncNewDealsCommissions } from "../commissions";
import { clashesOf, DEAL_HISTORY, lockPlayers, newDealRow } from "../deals";
import { deals } from "../deals/table";
import { newPlayerRow, PLAYER_HISTORY } from "../players";
import { players } from "../players/table";
import { defaultDealCommissionPercent } from "../settings";

/** The first data row is the file's second line: the header is the first. */
const lineOf = (index: number) => index + 2;
const nameKey = (name: string) => normalizeSearchText(name);
const INSERT_BATCH = 1000;

/** The kinds of record whose name is unique: a row naming one that exists is a duplicate, not an error. */
const NAMED_IMPORTS = {
  players: { table: players, schema: createPlayerSchema, history: PLAYER_HISTORY },
  brands: { table: brands, schema: createBrandSchema, history: BRAND_HISTORY },
  clubs: { table: clubs, schema: createClubSchema, history: CLUB_HISTORY },
} as const;

/** Thrown so that the import's transaction rolls back: nothing of a file with a bad row is written. */
export class ImportRejected extends Error {
  constructor(readonly errors: ImportRowError[]) {
    super(`${errors.length} filas con errores`);
  }
}

type NamedRow = { id: string; name: string };

/**
 * The records of the table named as in the file (accents and case aside): only those, so that an import's memory
 * and time grow with the file, not with the portfolio.
 */
async function namedRows(db: DbExecutor, table: "players" | "brands" | "clubs", names: unknown[]): Promise<NamedRow[]> {
  const keys = [...new Set(names.filter((name): name is string => typeof name === "string").map(nameKey))];
  if (keys.length === 0) return [];
  const { rows } = await db.execute<NamedRow>(
    sql`select id, name from ${sql.identifier(table)} where palco_fold(name) = any(${sql.param(keys)}::text[])`,
  );
  return rows;
}

/** Ids by their record's accent- and case-free name. */
const byFoldedName = (rows: NamedRow[]) => new Map(rows.map((row) => [nameKey(row.name), row.id]));

/** Names already taken, by their accent- and case-free form. */
const existingNames = async (db: DbExecutor, table: "players" | "brands" | "clubs", names: unknown[]) =>
  byFoldedName(await namedRows(db, table, names));

/**
 * Validates every row with the API's own schemas, then writes all of them or none: one invalid row and nothing
 * is written. A row naming a player or brand that exists already (or appears earlier in the file) is a duplicate:
 * reported and left out. Every record created joins the history.
 */
export async function importRecords(
  db: DbExecutor,
  resource: ImportResource,
  rows: Record<string, string>[],
  actor: Actor,
): Promise<ImportResult> {
  if (resource === "deals") return importDeals(db, rows, actor);
  const { table, schema, history } = NAMED_IMPORTS[resource];
  const taken = await existingNames(
    db,
    resource,
    rows.map((row) => row.name),
  );
  const errors: ImportRowError[] = [];
  const duplicates: ImportResult["duplicates"] = [];
  const valid: Record<string, unknown>[] = [];
  rows.forEach((cells, index) => {
    const parsed = schema.safeParse(convertRow(resource, cells));
    if (!parsed.success) {
      errors.push({ row: lineOf(index), fields: fieldsOf(parsed.error) });
      return;
    }
    const key = nameKey(parsed.data.name);
    if (taken.has(key)) {
      duplicates.push({ row: lineOf(index), name: parsed.data.name });
      return;
    }
    taken.set(key, "");
    // A player's row is made as the API makes it, so its market value is read into euros and it sorts by it.
    valid.push("position" in parsed.data ? newPlayerRow(parsed.data) : parsed.data);
  });
  if (errors.length > 0) throw new ImportRejected(errors);

  for (let start = 0; start < valid.length; start += INSERT_BATCH) {
    const inserted = (await db
      .insert(table)
      .values(valid.slice(start, start + INSERT_BATCH) as never[])
      .returning({ id: table.id, name: table.name })) as { id: string; name: string }[];
    await recordCreatedBatch(db, history, actor, inserted);
  }
  return { created: valid.length, duplicates };
}

/**
 * Deals name their player and brand. All rows are checked first; then they are written in sets, each with one
 * insert, and the whole file is checked against the exclusivity rule at once (the players locked first, as for
 * one deal) before their commissions are computed: the same rules as the API's, without a round trip per row.
 */
async function importDeals(db: DbExecutor, rows: Record<string, string>[], actor: Actor): Promise<ImportResult> {
  const [playerRows, brandRows] = await Promise.all([
    namedRows(
      db,
      "players",
      rows.map((row) => row.player),
    ),
    namedRows(
      db,
      "brands",
      rows.map((row) => row.brand),
    ),
  ]);
  const playerIds = byFoldedName(playerRows);
  const brandIds = byFoldedName(brandRows);
  const errors: ImportRowError[] = [];
  const inputs: { line: number; input: ReturnType<typeof createDealSchema.parse> }[] = [];
  rows.forEach((cells, index) => {
    const { player, brand, ...values } = convertRow("deals", cells);
    const fields: Record<string, string> = {};
    const playerId = typeof player === "string" ? playerIds.get(nameKey(player)) : undefined;
    const brandId = typeof brand === "string" ? brandIds.get(nameKey(brand)) : undefined;
    if (!playerId) fields.player = player ? `No hay ningún jugador llamado «${String(player)}»` : "Indica el jugador";
    if (!brandId) fields.brand = brand ? `No hay ninguna marca llamada «${String(brand)}»` : "Indica la marca";
    const parsed = createDealSchema.safeParse({
      ...values,
      playerId: playerId ?? "00000000-0000-4000-8000-000000000000",
      brandId: brandId ?? "00000000-0000-4000-8000-000000000000",
    });
    if (!parsed.success) Object.assign(fields, fieldsOf(parsed.error));
    if (Object.keys(fields).length > 0 || !parsed.success) {
      errors.push({ row: lineOf(index), fields });
      return;
    }
    inputs.push({ line: lineOf(index), input: parsed.data });
  });
  if (errors.length > 0) throw new ImportRejected(errors);

  const defaultPercent = await defaultDealCommissionPercent(db);
  // Ids made here, so that each written row is known to be its line's whatever order the insert returns.
  const written = inputs.map(({ line, input }) => ({
    line,
    row: { ...newDealRow(input, defaultPercent), id: randomUUID() as string },
  }));
  await lockPlayers(
    db,
    written.filter(({ row }) => BINDING_STAGES.includes(row.stage)).map(({ row }) => row.playerId),
  );
  for (let start = 0; start < written.length; start += INSERT_BATCH)
    await db.insert(deals).values(written.slice(start, start + INSERT_BATCH).map(({ row }) => row));

  // A row clashing with a deal that existed, or with an earlier row of the file, is refused as the API would.
  const order = new Map(written.map(({ row }, index) => [row.id, index]));
  const refused = (await clashesOf(db, [...order.keys()]))
    .filter((clash) => (order.get(clash.otherId) ?? -1) < order.get(clash.dealId)!)
    .sort((a, b) => order.get(a.dealId)! - order.get(b.dealId)!)[0];
  if (refused) {
    const line = written[order.get(refused.dealId)!]!.line;
    const message = exclusivityConflictMessage(refused.playerName, refused.sector, refused.brandName);
    throw new ImportRejected([{ row: line, fields: { stage: message } }]);
  }

  await syncNewDealsCommissions(
    db,
    written.map(({ row }) => row),
    agencyToday(),
  );
  const playerNames = new Map(playerRows.map((row) => [row.id, row.name]));
  const brandNames = new Map(brandRows.map((row) => [row.id, row.name]));
  await recordCreatedBatch<{ id: string; playerId: string; playerName: string; brandName: string }>(
    db,
    DEAL_HISTORY,
    actor,
    written.map(({ row }) => ({
      id: row.id,
      playerId: row.playerId,
      playerName: playerNames.get(row.playerId) ?? "",
      brandName: brandNames.get(row.brandId) ?? "",
    })),
  );
  return { created: written.length, duplicates: [] };
}
