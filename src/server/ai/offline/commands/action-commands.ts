import { and, desc, eq } from "drizzle-orm";

import type { ActionProposal } from "../../../../shared/domain/assistant-actions";
import { MONTH_NAMES, shiftDays } from "../../../../shared/domain/calendar-day";
import { DEAL_STAGES, type DealStage, type EventType } from "../../../../shared/domain/enums";
import { withoutAccents } from "../../../../shared/domain/plain-text";
import { toIso } from "../../../db/lib/dates";
import type { DbExecutor } from "../../../db/lib/executor";
import { brands } from "../../../modules/brands/table";
import { deals } from "../../../modules/deals/table";
import { players } from "../../../modules/players/table";
import type { ProposalSigner } from "../../actions/proposals";
import { proposalFor } from "../../actions/propose";
import { recordVersion } from "../../actions/record-version";
import { proposeTask } from "../../actions/task-proposal";
import { formatWeekday } from "../answers/spanish-format";
import { findMentionedBrands, findMentionedPlayers } from "../understanding/names";
import { hasStem, normalizeQuestion } from "../understanding/normalize";

const WEEKDAYS = ["domingo", "lunes", "martes", "miercoles", "jueves", "viernes", "sabado"];

/** "hoy", "mañana", "pasado mañana", "el viernes" (the next one), "el 12 de diciembre", "12/12/2026", "2026-12-12". */
export function dayIn(normalized: string, original: string, today: string): string | null {
  const iso = /\b(\d{4}-\d{2}-\d{2})\b/.exec(original);
  if (iso) return iso[1]!;
  const slashed = /\b(\d{1,2})\/(\d{1,2})\/(\d{4})\b/.exec(original);
  if (slashed) return `${slashed[3]}-${slashed[2]!.padStart(2, "0")}-${slashed[1]!.padStart(2, "0")}`;
  const named = new RegExp(`\\b(\\d{1,2}) de (${MONTH_NAMES.join("|")})(?: de (\\d{4}))?\\b`).exec(normalized);
  if (named) {
    const month = MONTH_NAMES.indexOf(named[2] as (typeof MONTH_NAMES)[number]) + 1;
    let year = named[3] ? Number(named[3]) : Number(today.slice(0, 4));
    const candidate = () => `${year}-${String(month).padStart(2, "0")}-${named[1]!.padStart(2, "0")}`;
    if (!named[3] && candidate() < today) year += 1;
    return candidate();
  }
  if (/\bpasado manana\b/.test(normalized)) return shiftDays(today, 2);
  if (/\bmanana\b/.test(normalized)) return shiftDays(today, 1);
  if (/\bhoy\b/.test(normalized)) return today;
  const weekday = WEEKDAYS.findIndex((name) => new RegExp(`\\b${name}\\b`).test(normalized));
  if (weekday >= 0) {
    const current = new Date(`${today}T00:00:00Z`).getUTCDay();
    return shiftDays(today, (weekday - current + 7) % 7 || 7);
  }
  return null;
}

/** "a las 18:00", "a las 9", "a las 18.30" -> "18:00", "09:00", "18:30". */
export function timeIn(original: string): string | null {
  const match = /\ba las (\d{1,2})(?:[:.h](\d{2}))?\b/i.exec(original);
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2] ?? 0);
  if (hours > 23 || minutes > 59) return null;
  return `${String(hours).padStart(2, "0")}:${String(minutes).padStart(2, "0")}`;
}

// Where a place ends: the next part of the sentence (who with, what for, which day, what time).
const AFTER_PLACE = String.raw`(?=\s+(?:con|para|el|este|esta|hoy|mañana|manana|pasado|a las)\b|[.,;!?]|$)`;

/** The place after " en ": "en Valdebebas" -> "Valdebebas"; "en Madrid con Diego para…" -> "Madrid". */
export function placeIn(original: string): string {
  const match = new RegExp(String.raw` en (.+?)${AFTER_PLACE}`, "i").exec(
    original.replace(/[«"“][^»"”]*[»"”]/g, "").replace(/\ba las \d{1,2}(?:[:.h]\d{2})?/i, ""),
  );
  return match?.[1]?.trim() ?? "";
}

/** What the event is for, when the message says it: "para la sesión de Aqualis" -> "Sesión de Aqualis". */
export function purposeIn(original: string): string | undefined {
  const match = new RegExp(
    String.raw`\bpara (?:la|el|una|un|los|las) (.+?)(?=\s+(?:en|con|el|este|esta|hoy|mañana|manana|pasado|a las)\b|[.,;!?]|$)`,
    "i",
  ).exec(original);
  const words = match?.[1]?.trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : undefined;
}

const quotedTitle = (original: string) => /[«"“]([^»"”]{2,120})[»"”]/.exec(original)?.[1]?.trim();

/** The event's kind from the words that name it; "Evento" when none does. */
const EVENT_TYPE_WORDS: readonly [EventType, readonly string[]][] = [
  ["Partido", ["partido"]],
  ["Entrenamiento", ["entrenamiento", "entreno"]],
  ["Sesión de fotos", ["fotos", "shooting"]],
  ["Entrevista", ["entrevista"]],
  ["Reunión", ["reunion", "reunir"]],
  ["Viaje", ["viaje", "vuelo"]],
  ["Médico", ["medico", "medica", "fisio"]],
];
const eventTypeIn = (normalized: string): EventType =>
  EVENT_TYPE_WORDS.find(([, words]) => hasStem(normalized, ...words))?.[0] ?? "Evento";

const stageIn = (normalized: string): DealStage | undefined =>
  DEAL_STAGES.find((stage) => new RegExp(`\\ba (${withoutAccents(stage).toLowerCase()})\\b`).test(normalized));

export type CommandReply = string | null;

/** The proposal's card says what will change; the sentence only asks for the confirmation. */
const CONFIRM_TEXT = "Preparado: revísalo y confírmalo para guardarlo.";
export const confirmText = (token: string) => `${CONFIRM_TEXT} [ACCION:${token}]`;

/** A write tool's call as a signed proposal for the chat's card, or the problem that stops it, in a sentence. */
export async function proposeOrSay(
  db: DbExecutor,
  tool: ActionProposal["tool"],
  input: Record<string, unknown>,
  sign: ProposalSigner,
): Promise<string> {
  const proposed = await proposalFor(db, tool, input);
  return "problem" in proposed ? proposed.problem : confirmText(sign(proposed.proposal));
}

async function proposeEvent(
  db: DbExecutor,
  normalized: string,
  original: string,
  today: string,
  sign: ProposalSigner,
): Promise<CommandReply> {
  const mention = await findMentionedPlayers(db, normalized);
  if (mention.kind === "none")
    return "¿Para qué jugador es el evento? Dímelo con su nombre, por ejemplo: «crea un evento para Álvaro el viernes a las 18:00 en Valdebebas».";
  if (mention.kind !== "one") {
    const options = mention.kind === "ambiguous" ? mention.players : mention.players;
    return `¿Para cuál de ellos? ${options.map((player) => `**${player.name}**`).join(", ")}.`;
  }
  const date = dayIn(normalized, original, today);
  if (!date) return "¿Qué día? Por ejemplo «el viernes», «mañana» o «el 12 de diciembre».";
  const time = timeIn(original);
  if (!time) return "¿A qué hora? Por ejemplo «a las 18:00».";
  const type = eventTypeIn(normalized);
  const location = placeIn(original);
  const title =
    quotedTitle(original) ??
    purposeIn(original) ??
    (location ? `${type} en ${location}` : `${type} con ${mention.player.name}`);
  const updatedAt = await recordVersion(db, { type: "player", id: mention.player.id });
  if (!updatedAt) return null;
  const summary = `Crear el evento «${title}» (${type}) para ${mention.player.name} el ${formatWeekday(date)} a las ${time}${location ? ` en ${location}` : ""}.`;
  const proposal: ActionProposal = {
    tool: "crear_evento",
    input: {
      jugadorId: mention.player.id,
      tipo: type,
      titulo: title,
      fecha: date,
      hora: time,
      ...(location ? { lugar: location } : {}),
    },
    summary,
    target: { type: "player", id: mention.player.id, updatedAt },
  };
  return confirmText(sign(proposal));
}

async function proposeDealMove(db: DbExecutor, normalized: string, sign: ProposalSigner): Promise<CommandReply> {
  const stage = stageIn(normalized);
  if (!stage) return "¿A qué etapa lo muevo? Prospect, Negociación, Activa o Cerrada.";
  const [brand] = await findMentionedBrands(db, normalized);
  if (!brand) return "¿Qué patrocinio? Dime la marca, por ejemplo: «mueve el patrocinio de Aqualis a Activa».";
  const mention = await findMentionedPlayers(db, normalized);
  const candidates = await db
    .select({
      id: deals.id,
      stage: deals.stage,
      updatedAt: deals.updatedAt,
      playerName: players.name,
      brandName: brands.name,
    })
    .from(deals)
    .innerJoin(players, eq(players.id, deals.playerId))
    .innerJoin(brands, eq(brands.id, deals.brandId))
    .where(and(eq(deals.brandId, brand.id), mention.kind === "one" ? eq(deals.playerId, mention.player.id) : undefined))
    .orderBy(desc(deals.updatedAt))
    .limit(5);
  if (candidates.length === 0)
    return `No encuentro ningún patrocinio de ${brand.name}${mention.kind === "one" ? ` con ${mention.player.name}` : ""}.`;
  if (candidates.length > 1)
    return `${brand.name} tiene varios patrocinios: ${candidates.map((deal) => `**${deal.playerName}** (${deal.stage})`).join(", ")}. ¿De qué jugador?`;
  const deal = candidates[0]!;
  if (deal.stage === stage) return `El patrocinio de ${deal.brandName} con ${deal.playerName} ya está en ${stage}.`;
  const summary = `Mover el patrocinio ${deal.brandName} × ${deal.playerName} de ${deal.stage} a ${stage}.`;
  const proposal: ActionProposal = {
    tool: "mover_patrocinio",
    input: { patrocinioId: deal.id, etapa: stage },
    summary,
    target: { type: "deal", id: deal.id, updatedAt: toIso(deal.updatedAt) },
  };
  return confirmText(sign(proposal));
}

const TASK_TRIGGER =
  /^\s*(?:recu[eé]rdame(?: que)?|acu[eé]rdate de|(?:crea|crear|añade|anade|apunta|pon)(?: una)? tarea(?: para| de)?|nueva tarea|tarea)\s*[:,]?\s*/i;
// The day and hour phrases the task's words leave out of its title, and a correction replaces in a proposal.
export const WHEN_WORDS =
  /\s*\b(?:(?:para |el |este |esta |la )*(?:hoy|mañana|manana|pasado mañana|pasado manana|lunes|martes|mi[eé]rcoles|jueves|viernes|s[aá]bado|domingo)|(?:el |para el )?\d{1,2} de [a-záéíóú]+(?: de \d{4})?|(?:el |para el )?\d{1,2}\/\d{1,2}\/\d{4}|(?:el |para el )?\d{4}-\d{2}-\d{2}|a las \d{1,2}(?:[:.h]\d{2})?)\b/gi;

/** "recuérdame llamar a Aqualis el jueves a las 10" -> "Llamar a Aqualis". */
function taskTitleIn(original: string): string {
  const words = original
    .replace(TASK_TRIGGER, "")
    .replace(WHEN_WORDS, "")
    .replace(/\s+/g, " ")
    .replace(/[\s.,;!?]+$/, "")
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** "llamar a aqualis" → "llamar a Aqualis": the names of the records a title names, written as Palco holds them. */
export function withProperNames(title: string, names: readonly string[]): string {
  const proper = new Map(
    names
      .flatMap((name) => name.split(/\s+/))
      .filter((word) => word.length >= 3)
      .map((word) => [normalizeQuestion(word), word]),
  );
  return title.replace(/[\p{L}]+/gu, (word) => proper.get(normalizeQuestion(word)) ?? word);
}

async function proposeTaskCommand(
  db: DbExecutor,
  normalized: string,
  original: string,
  today: string,
  sign: ProposalSigner,
): Promise<CommandReply> {
  const typedTitle = taskTitleIn(original);
  if (typedTitle.length < 3)
    return "¿Qué tengo que recordarte? Por ejemplo: «recuérdame llamar a Aqualis el jueves a las 10».";
  // About the player or the brand it names, when it names exactly one; their names written as Palco holds them.
  const mention = await findMentionedPlayers(db, normalized);
  const [brand, ...otherBrands] = mention.kind === "one" ? [] : await findMentionedBrands(db, normalized);
  const title = withProperNames(typedTitle, [
    ...(mention.kind === "one" ? [mention.player.name] : []),
    ...(brand ? [brand.name] : []),
  ]);
  const date = dayIn(normalized, original, today);
  if (!date) return `¿Para qué día quieres «${title}»? Por ejemplo «el jueves», «mañana» o «el 12 de diciembre».`;
  const time = timeIn(original);
  const record =
    mention.kind === "one"
      ? { registroTipo: "player" as const, registroId: mention.player.id, about: mention.player.name }
      : brand && otherBrands.length === 0
        ? { registroTipo: "brand" as const, registroId: brand.id, about: brand.name }
        : undefined;
  const proposed = await proposeTask(
    db,
    {
      titulo: title,
      fecha: date,
      ...(time ? { hora: time } : {}),
      ...(record ? { registroTipo: record.registroTipo, registroId: record.registroId } : {}),
    },
    record?.about,
  );
  return "problem" in proposed ? proposed.problem : confirmText(sign(proposed.proposal));
}

/**
 * The writes the offline engine understands, answered with a proposal to confirm (nothing is written here):
 * "crea un evento para Álvaro el viernes a las 18:00 en Valdebebas", "mueve el patrocinio de Aqualis a Activa".
 * Null when the message is not one of them.
 */
export async function answerActionCommand(
  db: DbExecutor,
  original: string,
  today: string,
  sign: ProposalSigner,
): Promise<CommandReply> {
  const normalized = normalizeQuestion(original);
  // "tareas", "mis tareas pendientes", "¿qué tareas tengo?" ask about tasks; they do not make one.
  const asksAboutTasks = /^(mis |las |ver )?tareas\b/.test(normalized) || original.includes("?");
  if (
    !asksAboutTasks &&
    TASK_TRIGGER.test(original) &&
    /^\s*(recuerdame|acuerdate|crea|crear|anade|apunta|pon|nueva tarea|tarea)/.test(normalized) &&
    /(recuerdame|acuerdate|tarea)/.test(normalized)
  )
    return proposeTaskCommand(db, normalized, original, today, sign);
  const creates = /^(crea|crear|creame|anade|agenda|programa|apunta)\b/.test(normalized);
  if (creates && (hasStem(normalized, "evento") || EVENT_TYPE_WORDS.some(([, words]) => hasStem(normalized, ...words))))
    return proposeEvent(db, normalized, original, today, sign);
  if (/^(mueve|mover|pasa|pon|cambia)\b/.test(normalized) && hasStem(normalized, "patrocinio", "acuerdo", "deal"))
    return proposeDealMove(db, normalized, sign);
  return null;
}
