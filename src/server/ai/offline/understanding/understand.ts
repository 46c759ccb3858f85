import { shiftDays } from "../../../../shared/domain/calendar-day";
import type { DealStage } from "../../../../shared/domain/enums";
import type { RankMetric } from "../../assistant-reads";
import { dayRangeOf, type DayRange } from "./day-range";
import { intentClassifier, type NamedWords } from "./intents/intent-classifier";
import { hasStem, mentions, wordsOf } from "./normalize";

export type PlayerTopic =
  | "summary"
  | "team"
  | "position"
  | "age"
  | "market_value"
  | "contract"
  | "followers"
  | "engagement"
  | "sentiment"
  | "sponsors"
  | "investments"
  | "events"
  | "next_event"
  | "news"
  | "okrs"
  | "approvals";

export type Intent =
  | { kind: "greeting" }
  | { kind: "rank"; metric: RankMetric; order: "desc" | "asc" }
  | { kind: "count_players" }
  | { kind: "portfolio_value" }
  /** A question about a player; without a topic, about something Palco does not hold ("cuántos goles lleva"). */
  | { kind: "player"; topic: PlayerTopic | undefined; explicit: boolean }
  | { kind: "pipeline" }
  | { kind: "deals_in_stage"; stage: DealStage }
  | { kind: "due"; days: number }
  | { kind: "next_event" }
  | { kind: "events"; range: DayRange }
  | { kind: "briefing"; range: DayRange }
  | { kind: "news"; negative: boolean }
  | { kind: "investments"; riskiest: boolean }
  | { kind: "okrs" }
  | { kind: "approvals" }
  | { kind: "commissions" }
  | { kind: "mandates" }
  | { kind: "transfer_windows" }
  | { kind: "brands_without_deals" }
  | { kind: "documents" }
  | { kind: "drafting" }
  /** A figure Palco does not keep, said so with what it keeps instead. */
  | { kind: "not_held"; text: string }
  | { kind: "unknown" };

const NETWORKS: [string[], RankMetric][] = [
  [["instagram", "insta", "ig"], "instagram"],
  [["tiktok", "tik tok"], "tiktok"],
  [["twitter", "x"], "x"],
  [["youtube", "yt"], "youtube"],
];

function networkOf(question: string): RankMetric | undefined {
  for (const [names, metric] of NETWORKS) {
    if (names.some((name) => mentions(question, `en ${name}`, `de ${name}`, name === "x" ? "en x" : name)))
      return metric;
  }
  return undefined;
}

const MORE = ["mas", "mayor", "mejor", "mas alto", "mas alta", "maximo", "lider", "lidera", "primero"];
const LESS = ["menos", "menor", "peor", "mas bajo", "mas baja", "minimo", "ultimo"];

function rankOrder(question: string): "desc" | "asc" | undefined {
  if (mentions(question, ...LESS)) return "asc";
  if (mentions(question, ...MORE)) return "desc";
  return undefined;
}

/** How many days a question looks ahead: "en los próximos 2 meses", "próximos 30 días", "este año". */
export function horizonDays(question: string, fallback: number): number {
  const match = /(\d{1,3})\s*(dia|dias|semana|semanas|mes|meses|ano|anos)\b/.exec(question);
  if (match) {
    const amount = Number(match[1]);
    const unit = match[2]!;
    const days = unit.startsWith("dia")
      ? amount
      : unit.startsWith("semana")
        ? amount * 7
        : unit.startsWith("mes")
          ? amount * 30
          : amount * 365;
    return Math.min(Math.max(days, 1), 730);
  }
  if (mentions(question, "este mes", "proximo mes", "un mes")) return 30;
  if (mentions(question, "este ano", "un ano", "proximo ano")) return 365;
  if (mentions(question, "esta semana", "proxima semana", "una semana")) return 7;
  return fallback;
}

/** The player topic a question is about, if it names one. */
export function playerTopicOf(q: string): PlayerTopic | undefined {
  if (hasStem(q, "patrocin", "sponsor", "marca", "deal", "acuerdo", "colabora")) return "sponsors";
  if (hasStem(q, "inversion", "invert", "inversones")) return "investments";
  if (hasStem(q, "noticia", "prensa", "titular", "medios")) return "news";
  if (hasStem(q, "okr", "objetivo")) return "okrs";
  if (hasStem(q, "aprobacion", "aprobar", "propuesta")) return "approvals";
  if (hasStem(q, "evento", "agenda", "partido", "entrenamiento", "calendario")) return "events";
  if (
    hasStem(q, "contrato") ||
    mentions(q, "hasta cuando", "cuando termina", "cuando acaba", "cuando vence", "fin de contrato")
  )
    return "contract";
  if (mentions(q, "valor de mercado", "cuanto vale", "valor", "cotiza", "cotizacion", "tasacion", "precio"))
    return "market_value";
  if (hasStem(q, "engag", "interaccion")) return "engagement";
  if (hasStem(q, "seguidor", "follower", "fans") || networkOf(q)) return "followers";
  if (hasStem(q, "sentimiento", "reputacion", "imagen publica")) return "sentiment";
  if (hasStem(q, "equipo", "club") || mentions(q, "donde juega", "en que equipo")) return "team";
  if (hasStem(q, "posicion", "demarcacion") || mentions(q, "de que juega", "juega de")) return "position";
  if (mentions(q, "edad", "cuantos anos", "anos tiene")) return "age";
  if (
    hasStem(q, "resumen", "ficha", "informacion", "info", "hablame", "cuentame", "datos", "perfil") ||
    mentions(q, "quien es", "como esta", "como va", "que tal")
  )
    return "summary";
  return undefined;
}

function rankMetricOf(q: string): RankMetric {
  if (hasStem(q, "engag", "interacc")) {
    // Palco keeps the engagement of Instagram and TikTok besides the average; of X and YouTube, only the average.
    const network = networkOf(q);
    return network === "instagram" ? "instagram_engagement" : network === "tiktok" ? "tiktok_engagement" : "engagement";
  }
  if (hasStem(q, "sentim", "reputac", "prensa", "imagen")) return "sentiment";
  if (hasStem(q, "contrat", "acaba", "termina", "vence")) return "contract_end";
  if (hasStem(q, "valor", "vale", "valios", "cotiza", "caro")) return "market_value";
  return networkOf(q) ?? "followers";
}

const ASKS_WHO = ["quien", "quienes", "que jugador", "top", "ranking", "ordena", "clasificacion", "mejores", "peores"];

const NETWORK_NAMES: Partial<Record<RankMetric, string>> = { x: "X", youtube: "YouTube" };

function rankIntent(q: string): Intent {
  const network = networkOf(q);
  if (hasStem(q, "engag", "interacc") && network && NETWORK_NAMES[network])
    return {
      kind: "not_held",
      text: `No tengo el engagement de ${NETWORK_NAMES[network]}: Palco guarda el de Instagram, el de TikTok y el medio de cada jugador. Prueba «¿quién tiene más engagement en TikTok?».`,
    };
  const metric = rankMetricOf(q);
  // "seguidores de la cartera": a figure of the portfolio, not a ranking, when nothing asks who leads.
  if (!mentions(q, ...ASKS_WHO) && !rankOrder(q)) {
    const topic = playerTopicOf(q);
    if (topic === "followers" || topic === "engagement" || topic === "sentiment")
      return { kind: "player", topic, explicit: true };
  }
  if (metric === "contract_end")
    return { kind: "rank", metric, order: mentions(q, "mas tarde", "mas largo", "ultimo") ? "desc" : "asc" };
  return { kind: "rank", metric, order: rankOrder(q) ?? (mentions(q, "peor") ? "asc" : "desc") };
}

function stageIntent(q: string): Intent {
  if (mentions(q, "negociacion", "negociando", "negociaciones", "negociacon") || hasStem(q, "negoci"))
    return { kind: "deals_in_stage", stage: "Negociación" };
  if (hasStem(q, "prospect", "oportunidad")) return { kind: "deals_in_stage", stage: "Prospect" };
  if (hasStem(q, "activo", "activa", "vigente", "firmad")) return { kind: "deals_in_stage", stage: "Activa" };
  if (hasStem(q, "cerrad", "perdid", "rechazad")) return { kind: "deals_in_stage", stage: "Cerrada" };
  return { kind: "pipeline" };
}

const EXPLICIT_SPAN = /\b\d{1,3}\s*(dia|dias|semana|semanas|mes|meses)\b/;

const wholeWeek = (today: string): DayRange =>
  dayRangeOf("esta semana", today) ?? { from: today, to: shiftDays(today, 6), label: "esta semana" };

// Words that ask nothing by themselves: "¿qué tal Álvaro?", "dime de Diego".
const EMPTY_WORDS = new Set(
  "que tal como esta va anda hay y de del el la sobre dime cuentame hablame info informacion datos a mi me sabes".split(
    " ",
  ),
);

/** Whether the question says nothing but the player's name: it asks how the player is, so his summary. */
function asksNothingElse(q: string, named: NamedWords): boolean {
  const names = new Set(named.players ?? []);
  return wordsOf(q).every((word) => EMPTY_WORDS.has(word) || names.has(word));
}

/** What a (normalized) question asks: the classifier picks the intent, the question's words fill in its details. */
export async function understand(q: string, today: string, named: NamedWords = {}): Promise<Intent> {
  if (wordsOf(q).length === 0) return { kind: "unknown" };
  const { intent } = await (await intentClassifier()).classify(q, named);
  switch (intent) {
    case "greeting":
      return { kind: "greeting" };
    case "rank":
      return rankIntent(q);
    case "count_players":
    case "portfolio_value": {
      // "seguidores de la cartera", "engagement medio": a figure of the whole portfolio, not a count or a value.
      const topic = playerTopicOf(q);
      if (topic === "followers" || topic === "engagement" || topic === "sentiment")
        return { kind: "player", topic, explicit: true };
      return { kind: intent };
    }
    case "player_fact": {
      const topic = playerTopicOf(q) ?? (asksNothingElse(q, named) ? "summary" : undefined);
      return { kind: "player", topic, explicit: topic !== undefined };
    }
    case "pipeline":
      return stageIntent(q);
    case "renewals":
      return { kind: "due", days: horizonDays(q, 180) };
    case "agenda": {
      // "los próximos 7 días" is a span from today, not the day a week from now.
      const range = EXPLICIT_SPAN.test(q) ? undefined : dayRangeOf(q, today);
      if (range) return { kind: "events", range };
      const days = horizonDays(q, 30);
      return {
        kind: "events",
        range: { from: today, to: shiftDays(today, days), label: `en los próximos ${days} días` },
      };
    }
    case "next_event":
      return { kind: "next_event" };
    case "briefing":
      return { kind: "briefing", range: dayRangeOf(q, today) ?? wholeWeek(today) };
    case "news":
      return {
        kind: "news",
        negative: hasStem(q, "negativ", "mala", "malas", "critic", "crisis", "polemic", "escandal"),
      };
    case "investments":
      return { kind: "investments", riskiest: hasStem(q, "riesg", "arriesgad", "peligros") };
    case "okrs":
      return { kind: "okrs" };
    case "approvals":
      return { kind: "approvals" };
    case "commissions":
      return { kind: "commissions" };
    case "mandates":
      return { kind: "mandates" };
    case "transfer_window":
      return { kind: "transfer_windows" };
    case "brands_without_deals":
      return { kind: "brands_without_deals" };
    case "documents":
      return { kind: "documents" };
    case "drafting":
      return { kind: "drafting" };
    case "out_of_scope":
    case "none":
      // About a named player: his summary when the question says nothing else, else what Palco does not hold.
      if (named.players?.length)
        return asksNothingElse(q, named)
          ? { kind: "player", topic: "summary", explicit: false }
          : { kind: "player", topic: undefined, explicit: false };
      return { kind: "unknown" };
  }
}
