import type { TeamResource } from "../../../../shared/domain/team-roles";
import type { DbExecutor } from "../../../db/lib/executor";
import { catalogueResource, type CatalogueField, type CatalogueResource } from "../../catalogue/catalogue";
import {
  readCatalogue,
  visibleFields,
  type CatalogueAccess,
  type CatalogueQuery,
  type CatalogueResult,
  type CatalogueRow,
} from "../../catalogue/catalogue-read";
import type { NamedRecord } from "../../catalogue/named-records";
import {
  askedOf,
  fieldIn,
  orderOf,
  pendingOf,
  periodOn,
  resourcesIn,
  statesIn,
  type Asked,
  type Strength,
} from "../understanding/catalogue-question";
import { normalizeQuestion } from "../understanding/normalize";
import { periodIn } from "../understanding/periods";
import { isKnownWord } from "../understanding/vocabulary";
import { formatDay, formatEuros, formatInteger, formatPercent, joinSpanish, plural } from "./spanish-format";

/** What a question names besides its resource: players, brands, clubs and people, found before reading it. */
export type Named = {
  players: readonly NamedRecord[];
  brands: readonly NamedRecord[];
  clubs: readonly NamedRecord[];
  people: readonly NamedRecord[];
};

export type CatalogueContext = {
  today: string;
  access: CatalogueAccess;
  /** Whether the reader's role may read an area of the roles table. */
  mayRead: (area: TeamResource) => boolean;
  named: Named;
};

/** A question as the catalogue reads it: its resource, what is asked, and the query that answers it. */
export type CatalogueReading = {
  resource: CatalogueResource;
  strength: Strength;
  asked: Asked;
  field?: CatalogueField;
  query: CatalogueQuery;
  /** "ofertas pendientes de **Álvaro Martín Ruiz** el mes pasado": what the answer is about, in words. */
  about: string;
  /** The same without the resource's name: "pendientes de **Álvaro Martín Ruiz** el mes pasado". */
  qualifiers: string;
  /** For one record: "de **Álvaro Martín Ruiz** el mes pasado (pendiente)". */
  oneQualifiers: string;
  /** Whether the question named a period (a sum without one is the total, by year). */
  period: boolean;
};

/**
 * A resource that cannot hold what the question names is read through the one that links them: a club's interest in
 * a player is an operation, a brand's with a player a deal, a person's talks about a player the contact log.
 */
const THROUGH_PLAYER: Record<string, string> = {
  clubs: "operations",
  brands: "deals",
  contacts: "contact-log",
  collaborators: "shares",
};
const THROUGH_CLUB: Record<string, string> = { players: "operations", contacts: "contacts" };

function linked(resource: CatalogueResource, named: Named): CatalogueResource {
  const viaPlayer = named.players.length && !resource.player ? THROUGH_PLAYER[resource.key] : undefined;
  const viaClub = named.clubs.length && !resource.club ? THROUGH_CLUB[resource.key] : undefined;
  return catalogueResource(viaPlayer ?? viaClub ?? resource.key) ?? resource;
}

const ids = (records: readonly NamedRecord[]) => (records.length ? records.map((record) => record.id) : undefined);
const bold = (records: readonly NamedRecord[]) => joinSpanish(records.map((record) => `**${record.name}**`));

/** Reads a question into a catalogue query; undefined when it names no resource at least as firmly as `minimum`. */
export function readQuestion(
  q: string,
  context: CatalogueContext,
  minimum: Strength,
  forced?: string,
): CatalogueReading | undefined {
  const guess = forced ? { resource: catalogueResource(forced)!, strength: 2 as Strength } : resourcesIn(q)[0];
  if (!guess || guess.strength < minimum) return undefined;
  const { named } = context;
  const resource = forced ? guess.resource : linked(guess.resource, named);
  const states = statesIn(q, resource);
  const pending = pendingOf(q, resource, states);
  const asked = askedOf(q, resource);
  const range = periodIn(q, context.today);
  const period = periodOn(range, pending, resource);
  const { order, limit } = orderOf(asked, resource, pending);
  const query: CatalogueQuery = {
    resource,
    playerIds: resource.player ? ids(named.players) : undefined,
    brandIds: resource.brand ? ids(named.brands) : undefined,
    clubIds: resource.club ? ids(named.clubs) : undefined,
    personIds: resource.person ? ids(named.people) : undefined,
    states,
    pending,
    period,
    order,
    limit,
  };
  const whose = [
    query.playerIds ? `de ${bold(named.players)}` : "",
    query.brandIds ? `con ${bold(named.brands)}` : "",
    query.clubIds ? `con ${bold(named.clubs)}` : "",
    query.personIds ? `con ${bold(named.people)}` : "",
  ];
  const stateWords = [
    ...states.map((value) => value.label.toLowerCase()),
    pending === "overdue"
      ? "vencidos"
      : pending === "due"
        ? (resource.due?.upcoming ?? "pendientes")
        : pending === "open"
          ? "abiertos"
          : "",
  ]
    .filter(Boolean)
    .map((word) => (resource.feminine ? word.replace(/^(vencid|abiert)os$/, "$1as") : word));
  const rest = [...whose, range?.label ?? ""].filter(Boolean).join(" ");
  const qualifiers = [...stateWords, rest].filter(Boolean).join(" ");
  const oneStates = states.map((value) => (value.where ? value.label.toLowerCase() : value.value.toLowerCase()));
  const oneQualifiers = `${rest}${oneStates.length ? ` (${oneStates.join(", ")})` : ""}`.trim();
  const about = `${resource.many}${qualifiers ? ` ${qualifiers}` : ""}`;
  const field = fieldIn(q, resource);
  query.words = extraWords(q, named);
  return { resource, strength: guess.strength, asked, field, query, about, qualifiers, oneQualifiers, period: !!range };
}

// Words that carry no subject and that no record is searched by.
const FILLER = new Set(
  (
    "tenemos tengo tienen tiene tienes hemos habeis estan esta estos estas todos todas algun alguna alguno hay dime " +
    "dame ahora mismo porfa favor oye vale pasame ensename muestrame listame lista listado saca sacame quiero " +
    "saber ultima ultimo ultimas ultimos primera primero proxima proximo mejor mayor peor reciente recientes " +
    "cuales cual quien quienes cuando donde como hubo habia salio salieron llego llegaron"
  ).split(" "),
);

/**
 * The words a question adds that the engine does not know and that name no record it found ("en Italia"): the
 * records are searched by them.
 */
function extraWords(q: string, named: Named): string[] {
  const names = new Set(
    [...named.players, ...named.brands, ...named.clubs, ...named.people].flatMap((record) =>
      normalizeQuestion(record.name).split(" "),
    ),
  );
  return q
    .split(" ")
    .filter(
      (word) => word.length >= 4 && !/\d/.test(word) && !FILLER.has(word) && !names.has(word) && !isKnownWord(word),
    );
}

function valueText(value: string | number | boolean | null, kind: CatalogueField["kind"]): string | undefined {
  if (value === null || value === "") return undefined;
  switch (kind) {
    case "day":
      return formatDay(String(value));
    case "money":
      return formatEuros(Number(value));
    case "number":
      return formatInteger(Number(value));
    case "percent":
      return formatPercent(Number(value));
    case "bool":
      return value === true || value === "true" ? "sí" : "no";
    case "text":
      return String(value);
  }
}

/** One record in a line: its name, state, days and money, and the field the question asked about. */
function rowLine(row: CatalogueRow, resource: CatalogueResource, field: CatalogueField | undefined, whole: boolean) {
  const parts: string[] = [];
  if (row.state && resource.state) parts.push(`${resource.state.label}: ${row.state}`);
  if (row.date && resource.date) parts.push(`${resource.date.label}: ${formatDay(row.date)}`);
  if (row.due && resource.due && row.due !== row.date) parts.push(`${resource.due.label}: ${formatDay(row.due)}`);
  if (row.amount !== null && resource.amount) parts.push(`${resource.amount.label}: ${formatEuros(row.amount)}`);
  const shown = whole ? resource.fields : field ? [field] : [];
  // A field that repeats the amount under its own label ("Traspaso" beside "traspaso") is said once.
  for (const shownField of shown.filter((candidate) => candidate.label.toLowerCase() !== resource.amount?.label)) {
    const text = valueText(row.fields[shownField.key] ?? null, shownField.kind);
    if (text && !parts.some((part) => part.endsWith(`: ${text}`))) parts.push(`${shownField.label}: ${text}`);
  }
  const player = row.playerName && !row.title.includes(row.playerName) ? ` (${row.playerName})` : "";
  return `**${row.title}**${player}${parts.length ? ` · ${parts.join(" · ")}` : ""}`;
}

function listAnswer(reading: CatalogueReading, result: CatalogueResult, header: string): string {
  const { resource, field } = reading;
  const whole = result.rows.length === 1;
  const lines = result.rows.map((row) => `- ${rowLine(row, resource, field, whole)}`);
  const more = result.count > result.rows.length ? [`…y ${result.count - result.rows.length} más.`] : [];
  return [header, ...lines, ...more].join("\n");
}

function sumAnswer(reading: CatalogueReading, result: CatalogueResult): string {
  const label = reading.resource.amount!.label;
  const total = `**${formatEuros(result.sum ?? 0)}** (${label}) en ${plural(result.count, reading.resource.one, reading.resource.many)}`;
  if (reading.period || result.byYear.length === 0) return `${capitalized(reading.about)}: ${total}.`;
  const years = result.byYear.map(
    (year) =>
      `- ${year.year}: ${formatEuros(year.sum)} (${plural(year.count, reading.resource.one, reading.resource.many)})`,
  );
  return [
    `${capitalized(reading.about)}, en total (no dices periodo, así que sumo todo lo registrado): ${total}. Por año:`,
    ...years,
  ].join("\n");
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The answer to a question the catalogue read, cut to what the reader's role and scope may see. */
export async function answerReading(db: DbExecutor, reading: CatalogueReading, context: CatalogueContext) {
  const { resource } = reading;
  if (!context.mayRead(resource.team)) return `Tu rol no permite consultar ${resource.many}.`;
  let result = await readCatalogue(db, reading.query, context.access, context.today);
  let unmatched = "";
  if (result.count === 0 && reading.query.words?.length) {
    // A word no record holds may be a way of asking, not a filter: say so and answer without it.
    unmatched = `No encuentro «${reading.query.words.join(" ")}» en ${resource.many}; te digo lo que hay sin ese filtro.\n`;
    result = await readCatalogue(db, { ...reading.query, words: [] }, context.access, context.today);
  }
  const moneyNote =
    result.moneyHidden && (reading.asked === "sum" || reading.field?.group === "money")
      ? " Tu rol no ve importes: te digo qué hay, sin cifras."
      : "";
  if (result.count === 0) return `${unmatched}No hay ${reading.about} en Palco.${moneyNote}`;
  return unmatched + shaped(reading, result, moneyNote);
}

/** The records found, as the question asked for them: how many, how much, the one, or the list. */
function shaped(reading: CatalogueReading, result: CatalogueResult, moneyNote: string): string {
  const { resource } = reading;
  if (reading.asked === "count")
    return listAnswer(
      reading,
      result,
      `Hay **${plural(result.count, resource.one, resource.many)}**: ${reading.about}.`,
    );
  if (reading.asked === "sum" && result.sum !== null) return sumAnswer(reading, result);
  if (reading.query.limit === 1) {
    const which = { first: "primer", last: "último", top: "mayor", list: "", count: "", sum: "" }[reading.asked];
    const article = resource.feminine
      ? `La ${which.replace(/o$/, "a").replace(/r$/, "ra").replace("mayora", "mayor")}`
      : `El ${which}`;
    const header = `${article} ${resource.one}${reading.oneQualifiers ? ` ${reading.oneQualifiers}` : ""}:${moneyNote}`;
    return listAnswer(reading, { ...result, count: 1 }, header);
  }
  const header = `${capitalized(reading.about)} (${formatInteger(result.count)}):${moneyNote}`;
  return listAnswer(reading, result, header);
}

/** The fields a resource holds, named for a reader: what can be asked about it. */
export const fieldsNamed = (resource: CatalogueResource, access: CatalogueAccess) =>
  joinSpanish(visibleFields(resource, access.hidden).map((field) => field.label.toLowerCase()));
