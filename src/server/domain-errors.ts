/**
 * A refusal by the data's or the trade's rules, in Spanish: thrown by queries, which know nothing of HTTP; the
 * HTTP layer answers "invalid" as 400 and "conflict" as 409 (http/on-error.ts), MCP as the tool's error.
 */
export class DomainError extends Error {
  constructor(
    readonly kind: "invalid" | "conflict",
    message: string,
    /** The fields the message is about, shown under their inputs. */
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
  }
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
