import type { DealStage } from "../../../shared/domain/enums";
import type { RankMetric } from "../../db/queries/assistant";
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
  | { kind: "player"; topic: PlayerTopic; explicit: boolean }
  | { kind: "pipeline" }
  | { kind: "deals_in_stage"; stage: DealStage }
  | { kind: "due"; days: number }
  | { kind: "next_event" }
  | { kind: "events"; days: number; thisWeek: boolean }
  | { kind: "news"; negative: boolean }
  | { kind: "investments"; riskiest: boolean }
  | { kind: "okrs" }
  | { kind: "approvals" }
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

const ASKS_WHO = [
  "quien",
  "quienes",
  "que jugador",
  "que jugadores",
  "jugador con",
  "jugadores con",
  "ranking",
  "top",
  "mejores",
  "peores",
  "ordena",
  "clasificacion",
];
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
  if (hasStem(q, "inversion", "invert", "invier")) return "investments";
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
  if (hasStem(q, "seguidor", "follower", "fans")) return "followers";
  if (hasStem(q, "engagement", "interaccion")) return "engagement";
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

/** What a (normalized) question asks, before knowing which players or brands it names. */
export function understand(q: string, namesAPlayer: boolean): Intent {
  const words = wordsOf(q);
  if (words.length === 0) return { kind: "unknown" };
  if (
    mentions(
      q,
      "hola",
      "buenas",
      "buenos dias",
      "buenas tardes",
      "ayuda",
      "que puedes hacer",
      "que sabes hacer",
      "que me puedes decir",
      "gracias",
    )
  ) {
    if (!namesAPlayer && playerTopicOf(q) === undefined) return { kind: "greeting" };
  }

  const topic = playerTopicOf(q);
  if (namesAPlayer) return { kind: "player", topic: topic ?? "summary", explicit: topic !== undefined };

  const asksWho = mentions(q, ...ASKS_WHO);
  const order = rankOrder(q);
  if (hasStem(q, "seguidor", "follower", "fans") && (asksWho || order)) {
    return { kind: "rank", metric: networkOf(q) ?? "followers", order: order ?? "desc" };
  }
  if (hasStem(q, "engagement", "interaccion") && (asksWho || order))
    return { kind: "rank", metric: "engagement", order: order ?? "desc" };
  if (hasStem(q, "sentimiento", "reputacion") && (asksWho || order))
    return { kind: "rank", metric: "sentiment", order: order ?? "asc" };
  if (
    mentions(
      q,
      "cuantos jugadores",
      "numero de jugadores",
      "cuantos futbolistas",
      "cuantos representados",
      "tamano de la cartera",
      "cuantos clientes",
    )
  ) {
    return { kind: "count_players" };
  }

  if (mentions(q, "negociacion", "negociando", "en negociacion", "negociaciones"))
    return { kind: "deals_in_stage", stage: "Negociación" };
  if (hasStem(q, "prospect", "prospecto", "oportunidad")) return { kind: "deals_in_stage", stage: "Prospect" };
  if (hasStem(q, "patrocin", "deal", "acuerdo") && hasStem(q, "activo", "activa", "vigente", "firmado"))
    return { kind: "deals_in_stage", stage: "Activa" };
  if (hasStem(q, "patrocin", "deal", "acuerdo") && hasStem(q, "cerrad", "perdid", "rechazad"))
    return { kind: "deals_in_stage", stage: "Cerrada" };
  if (
    hasStem(q, "renovacion", "renovar", "vencimiento", "vence", "vencen", "caduca", "expira") ||
    (hasStem(q, "contrato") && hasStem(q, "termin", "acab", "venc", "proxim", "pronto"))
  ) {
    return { kind: "due", days: horizonDays(q, 180) };
  }
  if (hasStem(q, "pipeline", "embudo", "etapa") || (hasStem(q, "patrocin", "deal", "acuerdo") && !hasStem(q, "marca")))
    return { kind: "pipeline" };

  if (hasStem(q, "evento", "agenda", "partido", "calendario", "entrenamiento")) {
    if (mentions(q, "proximo evento", "siguiente evento", "cual es el proximo", "que es lo proximo")) {
      return { kind: "next_event" };
    }
    const thisWeek = mentions(q, "esta semana");
    return { kind: "events", days: thisWeek ? 7 : horizonDays(q, 30), thisWeek };
  }
  if (hasStem(q, "noticia", "prensa", "titular", "medios", "clipping")) {
    return { kind: "news", negative: hasStem(q, "negativ", "mala", "malas", "critic", "crisis", "polemic") };
  }
  if (hasStem(q, "inversion", "invert", "invier"))
    return { kind: "investments", riskiest: hasStem(q, "riesg", "arriesgad", "peligros") };
  if (hasStem(q, "okr", "objetivo")) return { kind: "okrs" };
  if (hasStem(q, "aprobacion", "aprobar", "pendientes de aprob")) return { kind: "approvals" };
  if (topic) return { kind: "player", topic, explicit: true };
  return { kind: "unknown" };
}
