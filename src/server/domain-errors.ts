import type { z } from "zod";

import { fieldsOf } from "../shared/schemas/field-errors";

export type DomainErrorKind = "invalid" | "conflict" | "not_found" | "expired" | "stale";

/**
 * A refusal by the data's or the trade's rules, in Spanish: thrown by queries, rules and the assistant, which know
 * nothing of HTTP; the HTTP layer answers invalid 400, not_found 404, conflict 409, expired 410 and stale 412
 * (http/errors.ts), MCP as the tool's error.
 */
export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    message: string,
    /** The fields the message is about, shown under their inputs. */
    readonly fields: Record<string, string> = {},
    /** The record as it is now, for a stale edit to show what changed. */
    readonly current?: unknown,
  ) {
    super(message);
  }
}

export const STALE_RECORD_MESSAGE = "Este registro ha cambiado desde que lo abriste";

/** There is no such record (or it is not one the caller may see). */
export const recordNotFound = (message = "Recurso no encontrado") => new DomainError("not_found", message);

/** What was offered can no longer be taken (an assistant's proposal past its time). */
export const expired = (message: string) => new DomainError("expired", message);

/** The record moved since the edit read it; `current` is how it is now (undefined when unknown). */
export const staleRecord = (current: unknown) => new DomainError("stale", STALE_RECORD_MESSAGE, {}, current);

/** The value as the schema reads it, or an invalid-input refusal naming the fields, in Spanish. */
export function parseOrThrow<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const result = schema.safeParse(value);
  if (!result.success)
    throw invalidInput(result.error.issues[0]?.message ?? "Datos no válidos", fieldsOf(result.error));
  return result.data;
}

/** The input cannot be written as it is (a field's value, a cursor). */
export const invalidInput = (message: string, fields: Record<string, string> = {}) =>
  new DomainError("invalid", message, fields);

/** The write would break a rule against what is recorded (exclusivity, overlapping mandates). */
export const ruleConflict = (message: string) => new DomainError("conflict", message);

/** A binding deal would clash with another of the player's in the same sector (an exclusive one on either side). */
export class ExclusivityConflict extends DomainError {
  constructor(message: string) {
    super("conflict", message);
  }
}

/** A mandate's period would share a day with another mandate of the same player. */
export class MandateOverlap extends DomainError {
  constructor(message: string) {
    super("conflict", message);
  }
}
