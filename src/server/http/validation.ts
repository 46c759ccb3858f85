import type { Context } from "hono";
import type { z } from "zod";
import { MAX_NAMED_FIELDS, shortFieldName } from "../../shared/schemas/common";
import { validationError } from "./errors";

/**
 * One message per field, for at most MAX_NAMED_FIELDS fields: the size of an error answer must not grow
 * with the size of the request (thousands of unknown keys once made a 60 MB answer).
 */
export function fieldsOf(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  let named = 0;
  for (const issue of error.issues) {
    const keys = issue.code === "unrecognized_keys" ? issue.keys : [issue.path.join(".") || "_"];
    for (const key of keys) {
      if (named >= MAX_NAMED_FIELDS) return fields;
      const name = shortFieldName(key);
      if (name in fields) continue;
      fields[name] = issue.code === "unrecognized_keys" ? "Campo no permitido" : issue.message;
      named += 1;
    }
  }
  return fields;
}

export function parseOrThrow<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const result = schema.safeParse(value);
  if (!result.success) {
    const fields = fieldsOf(result.error);
    throw validationError(result.error.issues[0]?.message ?? "Datos no válidos", fields);
  }
  return result.data;
}

export async function parseJsonBody<T extends z.ZodType>(c: Context, schema: T): Promise<z.output<T>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw validationError("El cuerpo de la petición no es JSON válido");
  }
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    throw validationError("El cuerpo de la petición debe ser un objeto JSON");
  }
  return parseOrThrow(schema, body);
}

export function parseQuery<T extends z.ZodType>(c: Context, schema: T): z.output<T> {
  return parseOrThrow(schema, c.req.query());
}
