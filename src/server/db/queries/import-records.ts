import { sql } from "drizzle-orm";

import {
  convertRow,
  type ImportResource,
  type ImportResult,
  type ImportRowError,
} from "../../../shared/domain/csv-import";
import { createBrandSchema } from "../../../shared/schemas/brand";
import { createClubSchema } from "../../../shared/schemas/club";
import { createDealSchema } from "../../../shared/schemas/deal";
import { fieldsOf } from "../../../shared/schemas/field-errors";
import { createPlayerSchema } from "../../../shared/schemas/player";
import { DomainError } from "../../rules/domain-errors";
import { brands, clubs, players } from "../schema";
import type { Actor } from "./activity";
import { createDeal } from "./deals";
import type { DbExecutor } from "./executor";
import { newPlayerRow } from "./players";
import {
  BRAND_HISTORY,
  CLUB_HISTORY,
  createRecorded,
  DEAL_HISTORY,
  PLAYER_HISTORY,
  recordCreatedBatch,
} from "./recorded-writes";
import { normalizeSearchText } from "./search-text";

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

/** Names already taken, by their accent- and case-free form. */
async function existingNames(db: DbExecutor, table: "players" | "brands" | "clubs"): Promise<Map<string, string>> {
  const { rows } = await db.execute<{ id: string; name: string }>(sql`select id, name from ${sql.identifier(table)}`);
  return new Map(rows.map((row) => [nameKey(row.name), row.id]));
}

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
  const taken = await existingNames(db, resource);
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

/** Deals name their player and brand; each is created through the API's own rules (exclusivity, commissions). */
async function importDeals(db: DbExecutor, rows: Record<string, string>[], actor: Actor): Promise<ImportResult> {
  const [playerIds, brandIds] = await Promise.all([existingNames(db, "players"), existingNames(db, "brands")]);
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
  for (const { line, input } of inputs) {
    // An exclusivity clash names its row; the whole file is refused like any other invalid row.
    await createRecorded(db, DEAL_HISTORY, actor, () => createDeal(db, input)).catch((error: unknown) => {
      if (error instanceof DomainError && error.kind === "conflict")
        throw new ImportRejected([{ row: line, fields: { stage: error.message } }]);
      throw error;
    });
  }
  return { created: inputs.length, duplicates: [] };
}
