import { CHAT_MODE_TEXTS } from "../../../shared/domain/assistant-examples";
import { agencyToday } from "../../../shared/domain/calendar-day";
import type { ChatMessage, ChatRole } from "../../../shared/schemas/ai-chat";
import type { DbExecutor } from "../../db/lib/executor";
import type { ProposalSigner } from "../actions/proposals";
import { portfolioSummaryTool } from "../tools/agenda-tools";
import { answerBriefing } from "./answers/briefing";
import {
  answerBrandsWithoutDeals,
  answerCommissions,
  answerDocuments,
  answerMandates,
  answerPortfolioValue,
  answerTransferWindows,
} from "./answers/business-answers";
import { answerReading, readQuestion, type CatalogueReading, type Named } from "./answers/catalogue-answers";
import { answerDraft, draftKindOf } from "./answers/drafts";
import { answerKeyResult } from "./answers/key-result-answers";
import { answerAboutPlayer } from "./answers/player-answers";
import {
  answerApprovals,
  answerBrandDeals,
  answerDealsInStage,
  answerDue,
  answerEventsIn,
  answerInvestments,
  answerNews,
  answerNextEvent,
  answerOkrs,
  answerPipeline,
  answerPlayerCount,
  answerRanking,
} from "./answers/portfolio-answers";
import { formatFollowers, formatPercent } from "./answers/spanish-format";
import { firstName, type Subject, type Voice } from "./answers/voice";
import {
  catalogueContext,
  clubsAndPeopleIn,
  FULL_ACCESS,
  handWrittenCovers,
  notUnderstood,
  understoodNothing,
  type EngineAccess,
} from "./catalogue-route";
import { answerActionCommand } from "./commands/action-commands";
import { answerBusinessCommand } from "./commands/business-commands";
import { parseColourCommand } from "./commands/colour-command";
import { answerMarketCommand } from "./commands/market-commands";
import { answerWriteCommand } from "./commands/write-commands";
import { effectiveQuestion } from "./conversation/effective-question";
import { answerSendDraft } from "./conversation/send-draft";
import type { DayRange } from "./understanding/day-range";
import { findMentionedBrands, findMentionedPlayers } from "./understanding/names";
import { hasStem, mentions, normalizeQuestion, wordsOf } from "./understanding/normalize";
import { periodIn } from "./understanding/periods";
import { splitQuestions } from "./understanding/split-questions";
import { playerTopicOf, understand, type Intent } from "./understanding/understand";
import { inOwnWords } from "./understanding/vocabulary";

export type OfflineRequest = {
  messages: ChatMessage[];
  role: ChatRole;
  /** The players the page is about (loaded by the server): one on a player page or in player mode, none for the whole portfolio. */
  contextPlayers: Subject[];
  /** Signs a write the agent asked for, to be confirmed in the chat; without it, commands are not understood. */
  sign?: ProposalSigner;
  /** The member's role and reach; every right when absent. */
  access?: EngineAccess;
};

function examplesFor(role: ChatRole): string {
  return CHAT_MODE_TEXTS[role].examples.map((example) => `- ${example}`).join("\n");
}

function cannotAnswer(role: ChatRole): string {
  const scope =
    role === "player"
      ? "tus seguidores, engagement, patrocinios, inversiones, eventos, noticias y OKRs"
      : "jugadores, seguidores, engagement, valor de mercado, patrocinios, comisiones, mandatos, mercado de fichajes, renovaciones, agenda, noticias, inversiones, documentos, OKRs y aprobaciones";
  return `No sé hacer eso todavía. Respondo con los datos de Palco sobre ${scope}. Prueba, por ejemplo:\n${examplesFor(role)}`;
}

/** A named player and a question about something Palco does not hold: say so, and what it does hold. */
function noSuchFact(subject: Subject, voice: Voice): string {
  const offer =
    "su valor de mercado, su contrato, sus seguidores y engagement, sus patrocinios, su agenda, sus noticias o su mandato";
  return voice === "player"
    ? "No tengo ese dato. Puedo contarte tu valor de mercado, tu contrato, tus seguidores y engagement, tus patrocinios, tu agenda o tus noticias."
    : `No tengo ese dato de **${subject.name}** en Palco. De ${firstName(subject.name)} puedo decirte ${offer}.`;
}

/** Questions about the whole portfolio, even when a player was just named or the page is a player's. */
const PORTFOLIO_ONLY = new Set<Intent["kind"]>([
  "not_held",
  "rank",
  "count_players",
  "portfolio_value",
  "brands_without_deals",
  "transfer_windows",
  "greeting",
]);

/** With a brand named, these questions are about the brand's deals. */
const BRAND_QUESTIONS = new Set<Intent["kind"]>(["pipeline", "unknown", "player", "brands_without_deals"]);

/** What belongs to the agency, not to a player: the player's app does not answer it. */
const AGENCY_ONLY = new Set<Intent["kind"]>([
  "commissions",
  "mandates",
  "portfolio_value",
  "brands_without_deals",
  "documents",
  "rank",
  "count_players",
]);

function greeting(role: ChatRole, subject: Subject | undefined): string {
  const hello = role === "player" && subject ? `¡Hola, ${firstName(subject.name)}!` : "¡Hola!";
  return `${hello} Respondo con los datos actuales de Palco. Puedes preguntarme, por ejemplo:\n${examplesFor(role)}`;
}

// "¿y sus patrocinios?", "¿cuál es su valor de mercado?": the question points back at the player just discussed.
function pointsBack(normalized: string): boolean {
  return (
    normalized.startsWith("y ") ||
    mentions(normalized, "su", "sus", "el jugador", "este jugador", "ese jugador", "ella", "le", "suyo", "suya")
  );
}

/** The player the previous question was about, for one step of reference. */
async function previousSubject(db: DbExecutor, messages: ChatMessage[]): Promise<Subject | undefined> {
  const earlier = messages
    .slice(0, -1)
    .filter((message) => message.role === "user")
    .at(-1);
  if (!earlier) return undefined;
  const mention = await findMentionedPlayers(db, normalizeQuestion(earlier.content));
  return mention.kind === "one" ? mention.player : undefined;
}

async function portfolioFigure(db: DbExecutor, topic: "followers" | "engagement" | "sentiment"): Promise<string> {
  const summary = await portfolioSummaryTool.run(db, {}, {});
  if (topic === "followers") {
    const growth =
      summary.crecimientoSeguidoresMes === null
        ? ""
        : ` (${summary.crecimientoSeguidoresMes >= 0 ? "+" : ""}${formatPercent(summary.crecimientoSeguidoresMes)} este mes)`;
    return `Tus ${summary.jugadores} jugadores suman **${formatFollowers(summary.seguidores)}** seguidores entre Instagram, TikTok y X${growth}.`;
  }
  if (topic === "engagement") {
    if (summary.engagementMedio === null) return "Ningún jugador de la cartera tiene engagement registrado todavía.";
    return `El engagement medio de la cartera es del **${formatPercent(summary.engagementMedio)}**, frente al benchmark del sector del ${formatPercent(summary.benchmarkEngagement)}.`;
  }
  return answerRanking(db, "sentiment", "asc");
}

/** In player mode every question is about the player's own data, answered in the second person. */
function asOwnTopic(intent: Intent): Intent {
  switch (intent.kind) {
    case "next_event":
      return { kind: "player", topic: "next_event", explicit: true };
    case "news":
      return { kind: "player", topic: "news", explicit: true };
    case "investments":
      return { kind: "player", topic: "investments", explicit: true };
    case "due":
      return { kind: "player", topic: "contract", explicit: true };
    case "briefing":
      return { kind: "events", range: intent.range };
    case "pipeline":
    case "deals_in_stage":
      return { kind: "player", topic: "sponsors", explicit: true };
    default:
      return intent;
  }
}

/** Answers an intent about one player, or about the whole portfolio when `subject` is undefined. */
async function answerIntent(
  db: DbExecutor,
  intent: Intent,
  role: ChatRole,
  subject: Subject | undefined,
  normalized: string,
): Promise<string> {
  const voice: Voice = role;
  const today = agencyToday();
  switch (intent.kind) {
    case "greeting":
      return greeting(role, subject);
    case "unknown":
      return cannotAnswer(role);
    case "not_held":
      return intent.text;
    case "rank":
      return answerRanking(db, intent.metric, intent.order);
    case "count_players":
      return answerPlayerCount(db);
    case "pipeline":
      return subject ? answerAboutPlayer(db, subject, "sponsors", voice) : answerPipeline(db);
    case "deals_in_stage":
      return answerDealsInStage(db, intent.stage, subject);
    case "due":
      return answerDue(db, intent.days, subject);
    case "next_event":
      return answerNextEvent(db, subject);
    case "events":
      return answerEventsIn(db, intent.range, subject);
    case "briefing":
      return subject ? answerEventsIn(db, intent.range, subject) : answerBriefing(db, intent.range, today);
    case "portfolio_value":
      return answerPortfolioValue(db);
    case "commissions":
      return answerCommissions(db, normalized, today, subject);
    case "mandates":
      return answerMandates(db, normalized, today, subject);
    case "transfer_windows":
      return answerTransferWindows(db, normalized, today);
    case "brands_without_deals":
      return answerBrandsWithoutDeals(db);
    case "documents":
      return answerDocuments(db, normalized, subject);
    case "drafting":
      return answerDraft(db, normalized, subject, undefined);
    case "news":
      return answerNews(db, intent.negative, subject);
    case "investments":
      return subject && !intent.riskiest
        ? answerAboutPlayer(db, subject, "investments", voice)
        : answerInvestments(db, intent.riskiest, subject);
    case "okrs":
      return (
        (await answerKeyResult(db, normalized, subject)) ??
        (subject ? answerAboutPlayer(db, subject, "okrs", voice) : answerOkrs(db))
      );
    case "approvals":
      return subject ? answerAboutPlayer(db, subject, "approvals", voice) : answerApprovals(db);
    case "player":
      if (subject)
        return intent.topic ? answerAboutPlayer(db, subject, intent.topic, voice) : noSuchFact(subject, voice);
      if (intent.topic === "followers" || intent.topic === "engagement" || intent.topic === "sentiment")
        return portfolioFigure(db, intent.topic);
      if (intent.topic === "market_value") return answerPortfolioValue(db);
      if (!intent.topic) return cannotAnswer(role);
      return "¿De qué jugador? Dime su nombre o apellido, por ejemplo: «¿Cuál es el valor de mercado de Salvatierra?».";
  }
}

/** The offline engine's whole reply to the last message of a conversation, read from the database. */
export async function answerOffline(db: DbExecutor, request: OfflineRequest): Promise<string> {
  // A follow-up ("¿y el de Nicolás?", "el jueves" after "¿Para qué día?") is answered as the question it continues.
  const question = await effectiveQuestion(db, request.messages);
  const colour = parseColourCommand(question);
  if (colour) {
    if (!colour.css)
      return `No reconozco «${colour.requested || "ese color"}» como un color. Prueba con un nombre (azul, verde oscuro, navy), un código como #1e3a8a o rgb(30, 58, 138).`;
    // The agent's own words go in the marker ("azul", not "#1d4ed8"): the browser resolves them the same way.
    return `Hecho: el menú ahora usa ${colour.requested}. [CAMBIAR_COLOR:${colour.requested}]`;
  }
  // Writes are the agent's: a player in player mode cannot ask for them.
  if (request.role === "agent" && request.sign) {
    const send = await answerSendDraft(db, request.messages, agencyToday(), request.sign);
    if (send) return send;
    const typed = normalizeQuestion(question);
    const command =
      (await answerBusinessCommand(db, typed, question, agencyToday(), request.sign)) ??
      (await answerMarketCommand(db, typed, question, agencyToday(), request.sign)) ??
      (await answerActionCommand(db, question, agencyToday(), request.sign)) ??
      (await answerWriteCommand(db, question, agencyToday(), request.sign));
    if (command) return command;
  }

  const parts = splitQuestions(question);
  const answers: string[] = [];
  let carried: Subject | undefined;
  for (const part of parts) {
    const { answer, subject } = await answerPart(db, request, part, carried);
    answers.push(answer);
    carried = subject ?? carried;
  }
  return answers.join("\n\n");
}

/** Hand-written answers that read no period from the question. */
const PERIODLESS = new Set<Intent["kind"]>([
  "news",
  "investments",
  "okrs",
  "approvals",
  "documents",
  "pipeline",
  "deals_in_stage",
]);

/** The agenda's intents: a past period is read from the events themselves ("¿qué tuve la semana pasada?"). */
const AGENDA = new Set<Intent["kind"]>(["events", "briefing", "next_event"]);

/** Whether a question names a period of its own: a money question without one is about everything, by year. */
const namesPeriod = (q: string, period: DayRange | undefined) =>
  period !== undefined || mentions(q, "al ano", "anual", "trimestre", "mensual", "ahora", "hoy");

/**
 * Whether the catalogue answers rather than a hand-written answer: it names a resource firmly that no hand-written
 * answer of its intent covers; a money question without a period (the total, by year); or the intent understood
 * nothing and the catalogue reads the question at all. `period` is the one the question names, read once by the caller.
 */
function catalogueTakes(
  intent: Intent,
  reading: CatalogueReading | undefined,
  q: string,
  today: string,
  period: DayRange | undefined,
): boolean {
  if (!reading) return false;
  if (intent.kind === "drafting" || intent.kind === "greeting") return false;
  if (AGENDA.has(intent.kind) && period && period.to < today) return true;
  // "¿tiene marca de botas Álvaro?" is about his deals, not the brands nobody sponsors.
  if (intent.kind === "brands_without_deals" && reading.query.playerIds) return true;
  // "lista de marcas", "¿cuántas marcas tenemos?": every brand, not only those nobody sponsors.
  if (
    intent.kind === "brands_without_deals" &&
    !mentions(q, "sin", "no tienen", "no tiene", "ningun", "ninguna", "libres")
  )
    return true;
  if (reading.strength >= 2 && !handWrittenCovers(intent, reading.resource.key)) return true;
  // "noticias del mes pasado", "¿qué documentos caducan pronto?", "¿cuál vence antes?": these hand-written answers
  // read no period, nothing pending by its day, and pick no single record; the catalogue does.
  const narrows = period !== undefined || reading.query.pending !== undefined || reading.asked !== "list";
  if (PERIODLESS.has(intent.kind) && narrows && handWrittenCovers(intent, reading.resource.key)) return true;
  if (
    intent.kind === "mandates" &&
    reading.resource.key === "mandates" &&
    ["first", "last", "count"].includes(reading.asked)
  )
    return true;
  if (intent.kind === "commissions" && !namesPeriod(q, period)) {
    const asksOwed = hasStem(q, "deb", "atrasad", "vencid", "retras", "deuda");
    // What is owed has no period; what clubs owe is read from the club's instalments.
    return !asksOwed || reading.query.states?.some((value) => value.label === "de clubes") === true;
  }
  return understoodNothing(intent);
}

/**
 * One question of a message. `carried` is the player an earlier part of the same message named: "¿cuánto vale
 * Diego y cuándo acaba su contrato?" asks both about Diego.
 */
async function answerPart(
  db: DbExecutor,
  request: OfflineRequest,
  question: string,
  carried: Subject | undefined,
): Promise<{ answer: string; subject?: Subject }> {
  const today = agencyToday();
  const typed = normalizeQuestion(question);
  const own = request.role === "player" ? request.contextPlayers[0] : undefined;
  const mention = await findMentionedPlayers(db, typed);
  if (mention.kind === "ambiguous" && !own) {
    return {
      answer: `Hay varios jugadores que encajan con «${mention.word}»: ${mention.players.map((player) => `**${player.name}**`).join(", ")}. ¿A cuál te refieres?`,
    };
  }
  const named = mention.kind === "one" ? [mention.player] : mention.kind === "several" ? mention.players : [];
  const brands = await findMentionedBrands(db, typed);
  const brand = brands[0];
  const { clubs, people } = await clubsAndPeopleIn(db, typed);
  const nameWords = (names: string[]) => names.flatMap((name) => normalizeQuestion(name).split(" "));
  const keep = new Set(
    [...wordsOf(typed)].filter((word) =>
      nameWords([...named, ...brands, ...clubs, ...people].map((record) => record.name)).includes(word),
    ),
  );
  // The question in the engine's own words: slang, anglicisms and typos of known words put right, names kept.
  const normalized = inOwnWords(typed, keep);
  const intent = await understand(normalized, today, {
    players: nameWords([...named, ...(own ? [own] : [])].map((player) => player.name)),
    brands: brand ? nameWords([brand.name]) : [],
  });
  const access = request.access ?? FULL_ACCESS;

  let subject: Subject | undefined = own ?? named[0];
  if (!own && named.length <= 1) {
    if (!subject && carried) subject = carried;
    if (!subject && pointsBack(normalized)) subject = await previousSubject(db, request.messages);
  }
  const onPage = request.contextPlayers.length === 1 ? request.contextPlayers[0] : undefined;
  const about = own ? [own] : named.length ? named : subject ? [subject] : onPage ? [onPage] : [];
  const catalogueNamed: Named = { players: about, brands, clubs, people };
  const context = catalogueContext(access, catalogueNamed, today, own);
  // "¿cuánto nos deben los clubes?": money a club, brand or player owes is read from the instalments.
  // "¿qué tuve la semana pasada?": the agenda's past, read from the events unless the question names another resource.
  const period = periodIn(normalized, today);
  const plain = readQuestion(normalized, context, 1);
  const read =
    AGENDA.has(intent.kind) && period && period.to < today && (plain?.strength ?? 0) < 2
      ? readQuestion(normalized, context, 1, "events")
      : plain;
  const reading =
    intent.kind === "commissions" && read && ["clubs", "brands", "players"].includes(read.resource.key)
      ? readQuestion(normalized, context, 1, "commissions")
      : read;
  const takes = catalogueTakes(intent, reading, normalized, today, period);
  if (reading && takes && (!own || (reading.resource.playerSees && named.every((player) => player.id === own.id))))
    return { answer: await answerReading(db, reading, context), subject };

  if (own) {
    if (named.some((player) => player.id !== own.id)) {
      return {
        answer: `Solo puedo hablar de tus propios datos, ${firstName(own.name)}. Pregúntame por tus seguidores, tus patrocinios o tu próximo evento.`,
      };
    }
    // "¿cuántos seguidores tengo?" reads like a count; in the player's own chat it is about the player.
    const ownTopic = playerTopicOf(normalized);
    if (ownTopic && (intent.kind === "count_players" || intent.kind === "portfolio_value" || intent.kind === "unknown"))
      return {
        answer: await answerIntent(db, { kind: "player", topic: ownTopic, explicit: true }, "player", own, normalized),
      };
    if (intent.kind === "rank" || intent.kind === "count_players") {
      return {
        answer: `Solo puedo hablar de tus propios datos, ${firstName(own.name)}; no comparo con otros jugadores. Pregúntame, por ejemplo, «¿Cuántos seguidores tengo?».`,
      };
    }
    if (intent.kind === "drafting" && draftKindOf(normalized) === "post")
      return { answer: await answerDraft(db, normalized, own, undefined) };
    if (
      AGENCY_ONLY.has(intent.kind) ||
      intent.kind === "drafting" ||
      (reading && takes && !reading.resource.playerSees)
    ) {
      return {
        answer: `Eso lo lleva tu agente, ${firstName(own.name)}. Aquí puedo contarte tus seguidores, tus patrocinios, tu agenda, tus noticias y lo que tienes por aprobar.`,
      };
    }
    if (brand && BRAND_QUESTIONS.has(intent.kind)) {
      return { answer: await answerBrandDeals(db, brand, own) };
    }
    return { answer: await answerIntent(db, asOwnTopic(intent), "player", own, normalized) };
  }

  if (intent.kind === "unknown" && !reading)
    return { answer: `${notUnderstood(question, access.mayRead)} También, por ejemplo:\n${examplesFor("agent")}` };
  if (named.length > 1) {
    const answers = await Promise.all(named.map((player) => answerIntent(db, intent, "agent", player, normalized)));
    return { answer: answers.join("\n\n") };
  }
  if (intent.kind === "commissions" && brand)
    return { answer: await answerCommissions(db, normalized, today, subject, brand), subject };
  if (intent.kind === "drafting") {
    const pagePlayer = request.contextPlayers.length === 1 ? request.contextPlayers[0] : undefined;
    return { answer: await answerDraft(db, normalized, subject ?? pagePlayer, brand), subject };
  }
  if (subject && !PORTFOLIO_ONLY.has(intent.kind))
    return { answer: await answerIntent(db, intent, "agent", subject, normalized), subject };

  if (brand && BRAND_QUESTIONS.has(intent.kind)) return { answer: await answerBrandDeals(db, brand) };
  if (brand && intent.kind === "deals_in_stage")
    return { answer: await answerDealsInStage(db, intent.stage, undefined, brand) };
  // On a player's page the panel is about that player unless the question asks about the portfolio.
  const pagePlayer = request.contextPlayers.length === 1 ? request.contextPlayers[0] : undefined;
  if (pagePlayer && !PORTFOLIO_ONLY.has(intent.kind) && intent.kind !== "greeting" && intent.kind !== "unknown") {
    return { answer: await answerIntent(db, intent, "agent", pagePlayer, normalized) };
  }
  return { answer: await answerIntent(db, intent, "agent", undefined, normalized) };
}
