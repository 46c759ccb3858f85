// How Palco writes and reads the values of a CSV file, as Spanish spreadsheets show them.
import { withoutAccents } from "./plain-text";

/** "1.234,5" and "1234.5" are both 1234.5; "2.300.000" is 2300000; an empty cell is null. NaN when unreadable. */
export function parseSpanishNumber(raw: string): number | null {
  const text = raw.trim().replace(/\s|€|%/g, "");
  if (text === "") return null;
  let normalized = text;
  if (text.includes(",")) normalized = text.replace(/\./g, "").replace(",", ".");
  else if (/^-?\d{1,3}(\.\d{3})+$/.test(text)) normalized = text.replace(/\./g, "");
  return /^-?\d+(\.\d+)?$/.test(normalized) ? Number(normalized) : Number.NaN;
}

/** "23/11/2026", "23-11-2026" or "2026-11-23" become "2026-11-23"; empty is null; anything else is kept for the validator to refuse. */
export function parseSpanishDate(raw: string): string | null {
  const text = raw.trim();
  if (text === "") return null;
  const spanish = /^(\d{1,2})[/-](\d{1,2})[/-](\d{4})$/.exec(text);
  if (spanish) return `${spanish[3]}-${spanish[2]!.padStart(2, "0")}-${spanish[1]!.padStart(2, "0")}`;
  return text;
}

/** "Sí", "si", "x", "true", "1" are yes; empty, "No", "false", "0" are no; anything else is kept for the validator. */
export function parseYesNo(raw: string): boolean | string {
  const text = raw.trim().toLowerCase();
  if (["sí", "si", "s", "x", "true", "1", "yes"].includes(text)) return true;
  if (["", "no", "n", "false", "0"].includes(text)) return false;
  return raw;
}

/** A number as es-ES spreadsheets read it: no thousands separator, a decimal comma. */
export const formatCsvNumber = (value: number) =>
  Number.isInteger(value) ? String(value) : String(value).replace(".", ",");

/** A day as "23/11/2026". */
export function formatCsvDate(iso: string | null): string {
  if (!iso) return "";
  const [year, month, day] = iso.slice(0, 10).split("-");
  return `${day}/${month}/${year}`;
}

/** Lower-case, accent- and punctuation-free: how a header is matched to a field ("Fecha de Nacimiento" = "fecha de nacimiento"). */
export const headerKey = (header: string) =>
  withoutAccents(header)
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
