import { CATALOGUE, type CatalogueField, type CatalogueResource, type StateValue } from "../../catalogue/catalogue";
import type { CatalogueQuery } from "../../catalogue/catalogue-read";
import type { DayRange } from "./day-range";
import { mentions, normalizeQuestion } from "./normalize";

/** How firmly a question names a resource: by its own name, by a word of its own, or only by a hint. */
export type Strength = 0 | 1 | 2 | 3;

export type ResourceGuess = {
  resource: CatalogueResource;
  strength: Strength;
  matched: number;
  longest: number;
  first: number;
};

/** Whether a stem or phrase of the catalogue occurs in a normalized question. */
export function says(q: string, stem: string): boolean {
  return whereSaid(q, stem) >= 0;
}

const phrases = new Map<string, RegExp>();

/**
 * Where a stem or phrase of the catalogue starts in a normalized question, or -1. Each word of a phrase is a stem
 * too ("proximo paso" finds "próximos pasos"), but a short one (a, de, con) is a whole word.
 */
export function whereSaid(q: string, stem: string): number {
  let pattern = phrases.get(stem);
  if (!pattern) {
    const words = stem.split(" ").map((word) => (word.length <= 3 ? `${word}\\b` : `${word}\\w*`));
    pattern = new RegExp(`(?:^| )${words.join(" ")}`);
    phrases.set(stem, pattern);
  }
  return pattern.exec(q)?.index ?? -1;
}

const nameStems = (resource: CatalogueResource) => [resource.one, resource.many].map(normalizeQuestion);

function strengthOf(q: string, resource: CatalogueResource) {
  let strength: Strength = 0;
  let matched = 0;
  let longest = 0;
  let first = Infinity;
  const take = (value: Strength, phrase: string) => {
    matched += 1;
    if (value > strength) strength = value;
    if (value >= 2) {
      longest = Math.max(longest, phrase.length);
      first = Math.min(first, whereSaid(q, phrase));
    }
  };
  for (const name of nameStems(resource)) if (says(q, name)) take(resource.broad ? 1 : 3, name);
  // A resource's first word and any phrase of its own name it firmly; other single words lean on it.
  resource.words.forEach((word, index) => says(q, word) && take(index === 0 || word.includes(" ") ? 3 : 2, word));
  (resource.hints ?? []).forEach((word) => says(q, word) && take(1, word));
  return { strength, matched, longest, first };
}

/**
 * The resources a question names, the most firmly named first; among equals, the one named first in the question
 * ("repartos con colaboradores" asks for repartos), then by the longest phrase ("pagos a colaboradores" over
 * "colaboradores"), then by more words, then in catalogue order.
 */
export function resourcesIn(q: string): ResourceGuess[] {
  return CATALOGUE.map((resource) => ({ resource, ...strengthOf(q, resource) }))
    .filter((guess) => guess.strength > 0)
    .sort((a, b) => b.strength - a.strength || a.first - b.first || b.longest - a.longest || b.matched - a.matched);
}

/** The state values a question asks for on a resource ("pendientes", "en negociación", "de clubes"). */
export function statesIn(q: string, resource: CatalogueResource): StateValue[] {
  return (resource.state?.values ?? []).filter((value) => value.words.some((word) => says(q, word)));
}

/** The one field a question asks about ("la cláusula", "el teléfono"), if it names one of the resource's. */
export function fieldIn(q: string, resource: CatalogueResource): CatalogueField | undefined {
  return resource.fields.find((field) => field.words.some((word) => word.length >= 4 && says(q, word)));
}

export type Asked = "list" | "count" | "sum" | "first" | "last" | "top";

/** What a question wants of the records: a list, how many, how much, or the one that comes first or last. */
export function askedOf(q: string, resource: CatalogueResource): Asked {
  if (mentions(q, "cuantos", "cuantas", "numero de", "cantidad de")) return "count";
  const asksHowMuch =
    mentions(q, "cuanto", "cuanta", "en total", "total", "suma", "suman") || says(q, "dinero") || says(q, "importe");
  // "¿cuánto piden por Álvaro?": of amounts never added up, the latest one.
  if (resource.amount && asksHowMuch) return resource.amount.summable === false ? "last" : "sum";
  if (
    mentions(
      q,
      "cual vence antes",
      "vence antes",
      "la primera",
      "el primero",
      "la proxima",
      "el proximo",
      "mas cercan",
      "siguiente",
    )
  )
    return "first";
  if (mentions(q, "ultima", "ultimo", "mas reciente", "cuando fue", "cuando hablamos", "cuando hable", "ultima vez"))
    return "last";
  if (mentions(q, "mejor", "mayor", "mas alta", "mas alto", "mas cara", "mas grande", "la mas gorda", "mas dinero"))
    return "top";
  return "list";
}

const OVERDUE = ["vencid", "atrasad", "retrasad", "caducad", "expirad", "sin hacer desde", "se me paso"];
const DUE = [
  "vence",
  "vencen",
  "caduca",
  "caducan",
  "expira",
  "toca",
  "tengo que",
  "hay que",
  "pendiente",
  "por hacer",
  "falta",
];
const OPEN = ["abiert", "en curso", "en marcha", "viva", "vivas", "activa", "activas"];

/** Whether the question asks only for what is still pending: overdue, due from today, or open. */
export function pendingOf(q: string, resource: CatalogueResource, states: StateValue[]): CatalogueQuery["pending"] {
  // A state that already says it ("vencidas" of commissions) decides alone.
  if (states.some((value) => value.where)) return undefined;
  if (resource.due && OVERDUE.some((word) => says(q, word))) return "overdue";
  if (resource.due && DUE.some((word) => says(q, word)) && states.length === 0) return "due";
  if (resource.state?.open && OPEN.some((word) => says(q, word)) && states.length === 0) return "open";
  return undefined;
}

/** The order and size of the list an `asked` needs. */
export function orderOf(asked: Asked, resource: CatalogueResource, pending: CatalogueQuery["pending"]) {
  switch (asked) {
    case "first":
      return { order: "due" as const, limit: 1 };
    case "last":
      return { order: "recent" as const, limit: 1 };
    case "top":
      return { order: resource.amount ? ("amount" as const) : ("recent" as const), limit: 1 };
    default:
      return { order: pending || !resource.date ? ("due" as const) : ("recent" as const), limit: 8 };
  }
}

/** A period on the record's due day when the question is about what falls due, else on the day it happened. */
export const periodOn = (
  range: DayRange | undefined,
  pending: CatalogueQuery["pending"],
  resource: CatalogueResource,
) => range && { from: range.from, to: range.to, on: pending || !resource.date ? ("due" as const) : ("date" as const) };
