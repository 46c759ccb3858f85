import { z } from "zod";

import { isReadableAmount, unreadableAmountMessage } from "../domain/fee-amount";
import { NAME_OPTIONS_LIMIT } from "../domain/name-options";

/** How many unknown field names an error names: a body with thousands of keys must not get a larger answer. */
export const MAX_NAMED_FIELDS = 20;
const MAX_FIELD_NAME_LENGTH = 60;

export const shortFieldName = (key: string) =>
  key.length > MAX_FIELD_NAME_LENGTH ? `${key.slice(0, MAX_FIELD_NAME_LENGTH)}…` : key;

export function unknownFieldsMessage(keys: readonly string[]): string {
  const named = keys.slice(0, MAX_NAMED_FIELDS).map(shortFieldName).join(", ");
  const rest = keys.length - MAX_NAMED_FIELDS;
  return `Campos no permitidos: ${named}${rest > 0 ? ` y ${rest} más` : ""}`;
}

/** An object that rejects fields it does not know, with a Spanish message naming (a bounded number of) them. */
export function strictObject<T extends z.ZodRawShape>(shape: T) {
  return z.strictObject(shape, {
    error: (issue) => (issue.code === "unrecognized_keys" ? unknownFieldsMessage(issue.keys) : undefined),
  });
}

export const requiredText = (message: string, max = 200) =>
  z.string({ error: message }).trim().min(1, message).max(max, `No puede superar ${max} caracteres`);

export const optionalText = (max = 2000) =>
  z.string({ error: "Debe ser un texto" }).trim().max(max, `No puede superar ${max} caracteres`);

/** A free-text amount ("500.000€", "a convenir") that may not be negative: a minus sign is a typing mistake. */
export const moneyText = (max = 60) =>
  optionalText(max).refine((value) => !/^[-\u2212]/.test(value), "El importe no puede ser negativo");

/**
 * An amount Palco must read (a transfer fee, a salary): written the Spanish way ("1,2M€", "120.000€/año"), or left
 * empty; any other text is refused with what could not be read. The SPEC's free texts stay `moneyText`.
 */
export const amountText = (max = 60) =>
  moneyText(max).superRefine((value, context) => {
    if (!isReadableAmount(value)) context.addIssue({ code: "custom", message: unreadableAmountMessage(value) });
  });

/** An http(s) address or a path inside Palco ("/files/..."); never javascript:, data: or another scheme. */
export function isSafeWebAddress(value: string): boolean {
  if (value === "") return true;
  if (value.startsWith("/")) return !value.startsWith("//") && !value.startsWith("/\\");
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
  } catch {
    return false;
  }
}

/** A link or image address that may be left empty. */
export const optionalWebAddress = (max = 1000) =>
  optionalText(max).refine(isSafeWebAddress, "Introduce una dirección que empiece por http:// o https://");

function isCalendarDate(value: string) {
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

export const isoDate = (message = "Fecha no válida") =>
  z
    .string({ error: message })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, message)
    .refine(isCalendarDate, message);

/** A date that may be left empty: "" and null both mean "no date". */
export const nullableIsoDate = (message = "Fecha no válida") =>
  z.preprocess((value) => (value === "" ? null : value), isoDate(message).nullable());

export const entityId = (message: string) => z.uuid({ error: message });

/** An optional reference: a form's "Ninguno" sends "", stored as null. */
export const nullableEntityId = (message: string) =>
  z.preprocess((value) => (value === "" ? null : value), entityId(message).nullable());

export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 200;

export const pageQuery = {
  limit: z.coerce
    .number({ error: "limit debe ser un número" })
    .int("limit debe ser un número entero")
    .min(1, "limit debe ser al menos 1")
    .max(MAX_PAGE_SIZE, `limit no puede superar ${MAX_PAGE_SIZE}`)
    .default(DEFAULT_PAGE_SIZE),
  cursor: z.string().min(1).max(500).optional(),
};

export type Page<T> = { items: T[]; nextCursor: string | null };

/** Query strings carry text only; an empty filter means "no filter". */
export const optionalFilter = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === "" ? undefined : value), schema.optional());

/** How many records a form's picker lists before the agent types: past them, it searches by name. */
export { NAME_OPTIONS_LIMIT };

/** What a form's picker asks: names by a search, the first ones by name when there is none. */
export const nameOptionsQuerySchema = strictObject({
  q: optionalFilter(z.string().trim().max(100, "La búsqueda no puede superar 100 caracteres")),
  limit: pageQuery.limit.default(NAME_OPTIONS_LIMIT),
});
export type NameOptionsQuery = z.infer<typeof nameOptionsQuerySchema>;

/** A picker's options: the id and the name, nothing else. `more` when others match beyond the page. */
export type NameOptions = { items: { id: string; name: string }[]; more: boolean };
