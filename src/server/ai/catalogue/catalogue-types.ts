import type { HiddenGroup, TeamResource } from "../../../shared/domain/team-roles";

/** How a value reads in an answer: a day in es-ES, euros, a count, a percentage, yes or no, or as stored. */
export type FieldKind = "text" | "day" | "money" | "number" | "percent" | "bool";

/**
 * One field of a resource as an agent names it. `expr` is SQL over the resource's `from` (written here, never from a
 * question); `words` are the stems a question uses for it ("clausula" for the release clause).
 */
export type CatalogueField = {
  key: string;
  label: string;
  expr: string;
  kind: FieldKind;
  words: readonly string[];
  /** Fields of a group the reader's role does not see are left out of every answer. */
  group?: HiddenGroup;
};

/**
 * A value a state column takes, with the words that ask for it ("pendientes", "abiertas"). With `where`, a condition
 * of its own instead of the column's value ("vencidas": due before today and unpaid); `{today}` is the agency's day.
 */
export type StateValue = { value: string; label: string; words: readonly string[]; where?: string };

/**
 * A resource of the agency as the assistant reads it: what it is called, where it lives, how one record is named,
 * which player, club and brand it belongs to, its state, the day it happened, the day it falls due, and the money
 * it carries. Every question about it (list, count, sum, one record, what is due or overdue) is answered from this
 * description: a resource added to the catalogue is askable without a hand-written answer.
 */
export type CatalogueResource = {
  key: string;
  /** The area of the roles table it belongs to: a role that may not read it is told so. */
  team: TeamResource;
  one: string;
  many: string;
  feminine: boolean;
  /** Stems that name the resource in a question, most telling first. */
  words: readonly string[];
  /** FROM and JOINs; the resource's own table is `t`. */
  from: string;
  /** SQL naming one record in a list ("Aqualis × Diego Salvatierra"). */
  title: string;
  player?: string;
  club?: string;
  brand?: string;
  /** The person at a club or brand a record is about or with. */
  person?: string;
  state?: { expr: string; label: string; values: readonly StateValue[]; open?: string };
  /** The day a record happened or was made: periods ("el mes pasado") filter on it. */
  date?: { expr: string; label: string };
  /**
   * The day it falls due and the condition of still being pending: "qué vence", "qué está vencido". `upcoming` says
   * what is still to come in an answer ("que caducan"); "pendientes" when not given.
   */
  due?: { expr: string; label: string; pending: string; upcoming?: string };
  /** The money a record carries: "cuánto" sums it. Always money: a role that does not see money is not told it. */
  amount?: { expr: string; label: string; summable?: false };
  fields: readonly CatalogueField[];
  /** Named in almost every question (players): its own name only leans towards it. */
  broad?: true;
  /** Words that only lean towards the resource ("pendiente" for tasks): they choose it when nothing else does. */
  hints?: readonly string[];
  /** Records a group hides whole (a medical paper): left out for a role that does not see that group. */
  hiddenRows?: { group: HiddenGroup; where: string };
  /** Readable by the player in his own app (his own records only). */
  playerSees?: boolean;
};
