import type { Context } from "hono";
import type { z } from "zod";

import { parseOrThrow } from "../domain-errors";
import { validationError } from "./errors";

export { parseOrThrow };

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
