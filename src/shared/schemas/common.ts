import { z } from "zod";

/** An object that rejects fields it does not know, with a Spanish message naming them. */
export function strictObject<T extends z.ZodRawShape>(shape: T) {
  return z.strictObject(shape, {
    error: (issue) =>
      issue.code === "unrecognized_keys" ? `Campos no permitidos: ${issue.keys.join(", ")}` : undefined,
  });
}

export const requiredText = (message: string, max = 200) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, `No puede superar ${max} caracteres`);

export const optionalText = (max = 2000) => z.string({ error: "Debe ser un texto" }).trim().max(max, `No puede superar ${max} caracteres`);

function isCalendarDate(value: string) {
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

export const isoDate = (message = "Fecha no válida") =>
  z.string({ error: message }).trim().regex(/^\d{4}-\d{2}-\d{2}$/, message).refine(isCalendarDate, message);

/** A date that may be left empty: "" and null both mean "no date". */
export const nullableIsoDate = (message = "Fecha no válida") =>
  z.preprocess((value) => (value === "" ? null : value), isoDate(message).nullable());

export const entityId = (message: string) => z.uuid({ error: message });

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
