import type { ChatMessage } from "../../../../shared/schemas/ai-chat";
import type { DbExecutor } from "../../../db/lib/executor";
import { clubsAndPeopleIn } from "../catalogue-route";
import { resourcesIn } from "../understanding/catalogue-question";
import { findMentionedBrands, findMentionedPlayers } from "../understanding/names";
import { normalizeQuestion, wordsOf } from "../understanding/normalize";
import { playerTopicOf } from "../understanding/understand";
import { inOwnWords } from "../understanding/vocabulary";
import {
  askedForMore,
  continuesPrevious,
  corrected,
  isCorrection,
  proposedWrite,
  turnsOf,
  withoutWords,
  type Turn,
} from "./thread";

const ASKS = /^(que|cual|cuales|cuanto|cuanta|cuantos|cuantas|quien|quienes|como|donde|cuando|hay|tengo)\b/;

/** How many earlier turns a follow-up may reach back through ("¿y el de Nicolás?" after "¿y el de Diego?"). */
const DEPTH = 4;

type Names = { all: string[]; kinds: Record<"players" | "brands" | "clubs" | "people", string[]> };

async function namesIn(db: DbExecutor, question: string): Promise<Names> {
  const q = normalizeQuestion(question);
  const mention = await findMentionedPlayers(db, q);
  const players =
    mention.kind === "one"
      ? [mention.player]
      : mention.kind === "several" || mention.kind === "ambiguous"
        ? mention.players
        : [];
  const brands = await findMentionedBrands(db, q);
  const { clubs, people } = await clubsAndPeopleIn(db, q);
  const kinds = {
    players: players.map((record) => record.name),
    brands: brands.map((record) => record.name),
    clubs: clubs.map((record) => record.name),
    people: people.map((record) => record.name),
  };
  return { all: Object.values(kinds).flat(), kinds };
}

/** Whether a message names a subject of its own: a resource of the catalogue or a player's topic. */
function namesSubject(question: string): boolean {
  const q = inOwnWords(normalizeQuestion(question));
  return (resourcesIn(q)[0]?.strength ?? 0) >= 2 || playerTopicOf(q) !== undefined;
}

/** The previous question with the names of each kind the follow-up names taken out, and the follow-up added. */
async function continued(db: DbExecutor, previous: string, followUp: string): Promise<string> {
  const [before, now] = await Promise.all([namesIn(db, previous), namesIn(db, followUp)]);
  let base = previous;
  for (const kind of ["players", "brands", "clubs", "people"] as const)
    if (now.kinds[kind].length && before.kinds[kind].length) base = withoutWords(base, before.kinds[kind]);
  const added = wordsOf(normalizeQuestion(followUp))
    .filter((word, index) => !(index === 0 && (word === "y" || word === "e")))
    .join(" ");
  return `${normalizeQuestion(base)} ${added}`;
}

async function resolve(db: DbExecutor, turns: Turn[], depth: number): Promise<string> {
  const current = turns.at(-1)!;
  const previousTurn = turns.at(-2);
  if (!previousTurn || depth === 0) return current.question;
  const previous = await resolve(db, turns.slice(0, -1), depth - 1);
  const typed = normalizeQuestion(current.question);
  // The piece asked for, not a new question: "el jueves" after "¿Para qué día…?".
  const answersTheQuestion = wordsOf(typed).length <= 10 && !ASKS.test(typed) && !namesSubject(current.question);
  if (askedForMore(previousTurn.reply) && answersTheQuestion) return `${previous} ${current.question}`;
  if (proposedWrite(previousTurn.reply) && isCorrection(typed)) return corrected(previous, current.question);
  // "¿cuántos goles lleva Álvaro?" after another question is a question of its own: only "y …" carries a name over.
  const namesSomethingNew =
    namesSubject(current.question) || (!/^(y|e)\b/.test(typed) && (await namesIn(db, current.question)).all.length > 0);
  if (continuesPrevious(typed, namesSomethingNew)) return continued(db, previous, current.question);
  return current.question;
}

/**
 * The question the last message asks, read with the thread: a missing piece given after the engine asked for it
 * joins the message that asked; a correction of a proposal ("ponlo para el martes") replaces its day; a follow-up
 * ("¿y el de Nicolás?", "¿cuál vence antes?") is the previous question about someone else or narrowed.
 */
export async function effectiveQuestion(db: DbExecutor, messages: readonly ChatMessage[]): Promise<string> {
  const turns = turnsOf(messages);
  if (turns.length === 0) return "";
  return resolve(db, turns.slice(-DEPTH), DEPTH);
}
