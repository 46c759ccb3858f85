import type { ChatMessage } from "../../../../shared/schemas/ai-chat";
import { WHEN_WORDS } from "../commands/action-commands";
import { normalizeQuestion, wordsOf } from "../understanding/normalize";

/**
 * What the thread is about, read again from the conversation on every turn (the server keeps nothing between
 * requests, so any process answers any turn): the question a short follow-up continues.
 */
export type Turn = { question: string; reply: string | undefined };

/** The user's questions with the reply each got, oldest first. */
export function turnsOf(messages: readonly ChatMessage[]): Turn[] {
  const turns: Turn[] = [];
  messages.forEach((message, index) => {
    if (message.role !== "user") return;
    const next = messages[index + 1];
    turns.push({ question: message.content, reply: next?.role === "assistant" ? next.content : undefined });
  });
  return turns;
}

/** A reply that asked for a missing piece ("¿Para qué día…?", "¿A qué hora?", "¿De qué jugador?"). */
export const askedForMore = (reply: string | undefined) =>
  !!reply && !reply.includes("[ACCION:") && /^¿[^?]{2,160}\?/.test(reply.trim());

/** A reply that proposed a write the agent has not confirmed yet. */
export const proposedWrite = (reply: string | undefined) => !!reply && reply.includes("[ACCION:");

// "ponlo para el martes", "mejor a las 11", "cámbialo al jueves": the proposal again with another day or hour.
const CORRECTION =
  /^(ponlo|ponla|pon|cambialo|cambiala|cambia|mejor|que sea|pasalo|pasala|muevelo|muevela|mejor ponlo|no,?)\b/;

const LEADING = new Set(
  "no mejor ponlo ponla pon cambialo cambiala cambia que sea pasalo pasala muevelo muevela al lo".split(" "),
);

export const isCorrection = (normalized: string) => CORRECTION.test(normalized);

const ELLIPSIS = /^(y|e|tambien|igual|lo mismo|idem)\b/;
const FOLLOW_UP_ASKS =
  /^(cual|cuales|cuantos|cuantas|cuanto|cuanta|quien|cuando|donde|ordenalos|ordenalas|solo|y solo|de esos|de esas|entre esos|entre esas)\b/;

/**
 * Whether a message only makes sense after the previous one: "¿y el de Nicolás?", "¿y el mes pasado?", "¿cuál vence
 * antes?", "¿cuántos son?". `namesSomethingNew` is whether it names a resource or an intent of its own.
 */
export function continuesPrevious(normalized: string, namesSomethingNew: boolean): boolean {
  const words = wordsOf(normalized);
  if (ELLIPSIS.test(normalized) && words.length <= 7) return true;
  return !namesSomethingNew && words.length <= 6 && FOLLOW_UP_ASKS.test(normalized);
}

/** The words of the names a question carries, to take out when a follow-up names someone else. */
export function withoutWords(question: string, names: readonly string[]): string {
  const drop = new Set(names.flatMap((name) => wordsOf(normalizeQuestion(name))));
  return wordsOf(normalizeQuestion(question))
    .filter((word) => !drop.has(word))
    .join(" ");
}

const HOUR = /\ba las \d/i;

/** A proposal's message with the day (and the hour, when the correction gives one) the correction says instead. */
export function corrected(previous: string, correction: string): string {
  const words = correction.trim().split(/\s+/);
  while (words.length && LEADING.has(normalizeQuestion(words[0]!))) words.shift();
  const changes = words.join(" ");
  const givesHour = HOUR.test(changes);
  const givesDay = new RegExp(WHEN_WORDS.source, "i").test(changes.replace(/\ba las \d{1,2}(?:[:.h]\d{2})?/gi, ""));
  const kept = previous.replace(new RegExp(WHEN_WORDS.source, "gi"), (match: string) => {
    const isHour = /^\s*a las/i.test(match);
    return (isHour && givesHour) || (!isHour && givesDay) ? "" : match;
  });
  return `${kept.replace(/\s+/g, " ").trim()} ${changes}`;
}
