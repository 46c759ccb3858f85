import type { HiddenGroup } from "@shared/domain/team-roles";

/** What a screen says in place of a figure the member's role does not see. */
export const HIDDEN_TEXT = "Oculto";

/** Whether the server left this record's fields of the group out for the member's role (they come back null). */
export function isHidden(record: object, group: HiddenGroup = "money"): boolean {
  const hidden = (record as { hidden?: unknown }).hidden;
  return Array.isArray(hidden) && hidden.includes(group);
}

/** The value as the screen shows it, or "Oculto" when the role does not see its group. */
export const shownOr = <T>(record: object, value: T, group: HiddenGroup = "money"): T | string =>
  isHidden(record, group) ? HIDDEN_TEXT : value;
