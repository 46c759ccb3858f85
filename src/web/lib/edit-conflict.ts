import type { FieldValues, FormState } from "react-hook-form";

import { ApiError } from "./api-client";

/** A record as the API answers it: every edit form's record has its id and the version it was read at. */
export type Versioned = { id: string; version: number };

/** The record as it is now, when the server refused an edit made from an older version (412); null otherwise. */
export function currentRecordOf<Item extends Versioned>(error: unknown): Item | null {
  if (!(error instanceof ApiError) || error.status !== 412) return null;
  const current = error.details.current;
  return current && typeof current === "object" ? (current as Item) : null;
}

const isDirty = (value: unknown): boolean =>
  value === true || (typeof value === "object" && value !== null && Object.values(value).some(isDirty));

/**
 * The part of an edit's input that the agent changed in the form, so that a save never sends back (and so
 * overwrites) a field the agent did not touch. `aliases` names the input field a form field becomes
 * ({ deliverablesText: "deliverables" }).
 */
export function changedInput<Input extends object>(
  input: Input,
  dirtyFields: FormState<FieldValues>["dirtyFields"],
  aliases: Record<string, string> = {},
): Partial<Input> {
  const dirty = new Set(
    Object.entries(dirtyFields)
      .filter(([, value]) => isDirty(value))
      .map(([field]) => aliases[field] ?? field),
  );
  return Object.fromEntries(Object.entries(input).filter(([field]) => dirty.has(field))) as Partial<Input>;
}
