import { ROLE_POLICIES, type HiddenGroup, type TeamResource, type Viewer } from "../../../shared/domain/team-roles";
import type { DbExecutor } from "../../db/lib/executor";
import type { PlayerReach } from "../../db/lib/player-reach";
import { CATALOGUE } from "../catalogue/catalogue";
import { findClubsInText, findContactsInText, type NamedRecord } from "../catalogue/named-records";
import type { CatalogueContext, Named } from "./answers/catalogue-answers";
import { says } from "./understanding/catalogue-question";
import { normalizeQuestion, wordsOf } from "./understanding/normalize";
import type { Intent, PlayerTopic } from "./understanding/understand";

/** Who asks, as the offline engine cuts its answers: a member's role and reach, or the player in his own app. */
export type EngineAccess = {
  reach: PlayerReach;
  hidden: readonly HiddenGroup[];
  mayRead: (area: TeamResource) => boolean;
};

/** A member with every right: the engine's reader when the route names none (the MCP server, the benchmarks). */
export const FULL_ACCESS: EngineAccess = { reach: null, hidden: [], mayRead: () => true };

/** The engine's access for a member: the role's table, its hidden groups and its reach. */
export function engineAccessOf(viewer: Viewer, reach: PlayerReach): EngineAccess {
  const grants = ROLE_POLICIES[viewer.role].grants;
  return { reach, hidden: viewer.hidden, mayRead: (area) => grants[area]?.includes("read") ?? false };
}

/** The clubs and people a question names, beside the players and brands found the usual way. */
export async function clubsAndPeopleIn(db: DbExecutor, normalized: string) {
  const [clubs, people] = await Promise.all([findClubsInText(db, normalized), findContactsInText(db, normalized)]);
  return { clubs, people };
}

export function catalogueContext(
  access: EngineAccess,
  named: Named,
  today: string,
  ownPlayer: NamedRecord | undefined,
): CatalogueContext {
  return {
    today,
    named,
    access: { reach: access.reach, hidden: access.hidden, ...(ownPlayer ? { playerId: ownPlayer.id } : {}) },
    mayRead: ownPlayer
      ? (area) => CATALOGUE.some((resource) => resource.team === area && resource.playerSees)
      : access.mayRead,
  };
}

/**
 * The resources each hand-written answer already covers, richer than the catalogue's list: a question of that
 * intent about one of them stays with it. Any other resource the question names goes to the catalogue.
 */
const COVERED: Partial<Record<Intent["kind"], readonly string[] | "all">> = {
  greeting: "all",
  drafting: "all",
  rank: ["players"],
  count_players: ["players"],
  portfolio_value: ["players"],
  pipeline: ["deals", "brands"],
  deals_in_stage: ["deals", "brands"],
  due: ["players", "deals", "mandates"],
  next_event: ["events"],
  events: ["events"],
  briefing: ["events", "commissions", "approvals", "news", "deals", "players"],
  news: ["news"],
  investments: ["investments"],
  okrs: ["okrs"],
  approvals: ["approvals"],
  commissions: ["commissions", "payments", "players", "brands", "deals", "mandates"],
  mandates: ["mandates", "players"],
  transfer_windows: [],
  brands_without_deals: ["brands", "deals"],
  documents: ["documents"],
};

/** What a player's topic answers about, besides the player's own record. */
const TOPIC_COVERS: Partial<Record<PlayerTopic, readonly string[]>> = {
  sponsors: ["players", "deals", "brands"],
  investments: ["players", "investments"],
  events: ["players", "events"],
  next_event: ["players", "events"],
  news: ["players", "news"],
  okrs: ["players", "okrs"],
  approvals: ["players", "approvals"],
};

/** Whether a hand-written answer of this intent already answers questions about the resource. */
export function handWrittenCovers(intent: Intent, resourceKey: string): boolean {
  if (intent.kind === "player")
    return intent.topic !== undefined && (TOPIC_COVERS[intent.topic] ?? ["players"]).includes(resourceKey);
  const covered = COVERED[intent.kind];
  return covered === "all" || (covered?.includes(resourceKey) ?? false);
}

/** An intent that found nothing to answer: the catalogue reads the question before the engine gives up. */
export const understoodNothing = (intent: Intent) =>
  intent.kind === "unknown" || (intent.kind === "player" && intent.topic === undefined);

// Words that carry no subject: left out when saying back what was understood.
const EMPTY = new Set(
  "que quien cual como cuando donde cuanto cuanta cuantos cuantas el la los las un una de del a al en y o por para con me mi te tu nos se lo le les hay es son esta estan tengo tiene dime dame sabes puedes".split(
    " ",
  ),
);

/**
 * The answer when nothing in the question was understood: what was read from it, and the two things closest to it
 * that the engine can answer, by the words they share.
 */
export function notUnderstood(question: string, mayRead: (area: TeamResource) => boolean): string {
  const q = normalizeQuestion(question);
  const words = wordsOf(q).filter((word) => !EMPTY.has(word));
  const scored = CATALOGUE.filter((resource) => mayRead(resource.team))
    .map((resource) => {
      const vocabulary = [
        resource.one,
        resource.many,
        ...resource.words,
        ...(resource.hints ?? []),
        ...resource.fields.flatMap((field) => [field.label, ...field.words]),
        ...(resource.state?.values ?? []).flatMap((value) => value.words),
      ].map((word) => normalizeQuestion(word));
      const score = words.filter((word) =>
        vocabulary.some((known) => says(known, word.slice(0, 4)) || says(word, known.slice(0, 5))),
      ).length;
      return { resource, score };
    })
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score)
    .slice(0, 2);
  const understood = words.length
    ? `Entiendo que preguntas por «${words.join(" ")}», pero`
    : "No he entendido la pregunta y";
  const offers = (scored.length ? scored.map((entry) => entry.resource) : CATALOGUE.slice(7, 9)).map(
    (resource) => `«¿Qué ${resource.many} hay?»`,
  );
  return `No sé hacer eso todavía. ${understood} no sé responderlo con los datos de Palco. Lo más parecido que sé responder: ${offers.join(" o ")}.`;
}
