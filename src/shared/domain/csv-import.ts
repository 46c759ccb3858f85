// Which fields a CSV import fills for each kind of record, the headers they are known by, and how a cell is read.
import { headerKey, parseSpanishDate, parseSpanishNumber, parseYesNo } from "./csv-values";

export const IMPORT_RESOURCES = ["players", "brands", "deals", "clubs"] as const;
export type ImportResource = (typeof IMPORT_RESOURCES)[number];

type CellKind = "text" | "number" | "date" | "yesno" | "list";
export type ImportField = { field: string; header: string; kind: CellKind; required?: boolean; aliases?: string[] };

/** Each kind's fields; `header` is also the column Palco's own export writes, so an export re-imports as it is. */
export const IMPORT_FIELDS: Record<ImportResource, ImportField[]> = {
  players: [
    { field: "name", header: "Nombre", kind: "text", required: true, aliases: ["jugador", "nombre completo"] },
    { field: "position", header: "Posición", kind: "text", required: true, aliases: ["demarcacion"] },
    { field: "nationality", header: "Nacionalidad", kind: "text", required: true, aliases: ["pais"] },
    { field: "team", header: "Equipo", kind: "text", required: true, aliases: ["club"] },
    { field: "birthDate", header: "Fecha de nacimiento", kind: "date", aliases: ["nacimiento"] },
    { field: "instagramFollowers", header: "Seguidores Instagram", kind: "number", aliases: ["instagram"] },
    { field: "tiktokFollowers", header: "Seguidores TikTok", kind: "number", aliases: ["tiktok"] },
    { field: "xFollowers", header: "Seguidores X", kind: "number", aliases: ["x", "twitter"] },
    { field: "youtubeFollowers", header: "Suscriptores YouTube", kind: "number", aliases: ["youtube"] },
    { field: "engagementRate", header: "Engagement (%)", kind: "number", aliases: ["engagement"] },
    { field: "sentiment", header: "Sentimiento", kind: "number" },
    { field: "marketValue", header: "Valor de mercado", kind: "text", aliases: ["valor"] },
    { field: "contractUntil", header: "Fin de contrato", kind: "date", aliases: ["contrato hasta", "fin contrato"] },
  ],
  brands: [
    { field: "name", header: "Nombre", kind: "text", required: true, aliases: ["marca"] },
    { field: "sector", header: "Sector", kind: "text", required: true },
    { field: "contactEmail", header: "Email de contacto", kind: "text", aliases: ["email", "correo"] },
  ],
  clubs: [
    { field: "name", header: "Nombre", kind: "text", required: true, aliases: ["club", "equipo"] },
    { field: "country", header: "País", kind: "text", required: true, aliases: ["pais"] },
    { field: "league", header: "Liga", kind: "text", aliases: ["competicion"] },
    { field: "city", header: "Ciudad", kind: "text" },
    { field: "notes", header: "Notas", kind: "text", aliases: ["observaciones"] },
  ],
  deals: [
    { field: "player", header: "Jugador", kind: "text", required: true },
    { field: "brand", header: "Marca", kind: "text", required: true },
    { field: "stage", header: "Etapa", kind: "text", aliases: ["estado"] },
    { field: "type", header: "Tipo", kind: "text" },
    { field: "fee", header: "Inversión", kind: "text", aliases: ["fee", "importe texto"] },
    { field: "deliverables", header: "Entregables", kind: "list" },
    { field: "startDate", header: "Inicio", kind: "date", aliases: ["fecha de inicio"] },
    { field: "renewDate", header: "Renovación", kind: "date", aliases: ["fecha de renovacion"] },
    { field: "exclusive", header: "Exclusivo", kind: "yesno" },
    { field: "commissionPercent", header: "Comisión (%)", kind: "number", aliases: ["comision"] },
  ],
};

export const MAX_IMPORT_ROWS = 20_000;

/** The field each column feeds, guessed from its header (null: the column is left out). */
export function guessMapping(resource: ImportResource, headers: string[]): (string | null)[] {
  const used = new Set<string>();
  return headers.map((header) => {
    const key = headerKey(header);
    const match = IMPORT_FIELDS[resource].find(
      (field) =>
        !used.has(field.field) &&
        (headerKey(field.header) === key ||
          headerKey(field.field) === key ||
          field.aliases?.some((alias) => headerKey(alias) === key)),
    );
    if (!match) return null;
    used.add(match.field);
    return match.field;
  });
}

/** One row's cells (by field) as the API's values: numbers, days and yes/no read the Spanish way; empty cells left out. */
export function convertRow(resource: ImportResource, cells: Record<string, string>): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const field of IMPORT_FIELDS[resource]) {
    const raw = cells[field.field];
    if (raw === undefined) continue;
    const text = raw.trim();
    if (text === "" && !field.required) continue;
    if (field.kind === "number") {
      const number = parseSpanishNumber(text);
      values[field.field] = Number.isNaN(number) ? text : number;
    } else if (field.kind === "date") values[field.field] = parseSpanishDate(text);
    else if (field.kind === "yesno") values[field.field] = parseYesNo(text);
    else if (field.kind === "list")
      values[field.field] = text
        .split(/[,;]/)
        .map((item) => item.trim())
        .filter(Boolean);
    else values[field.field] = text;
  }
  return values;
}

export const fieldHeader = (resource: ImportResource, field: string) =>
  IMPORT_FIELDS[resource].find((candidate) => candidate.field === field)?.header ?? field;

/** What the import answers: rows created, duplicates left out, or (nothing written) each invalid row's problems. */
export type ImportResult = { created: number; duplicates: { row: number; name: string }[] };
export type ImportRowError = { row: number; fields: Record<string, string> };
