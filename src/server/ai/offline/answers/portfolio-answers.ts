import { agencyToday, daysFrom } from "../../../../shared/domain/calendar-day";
import { OKR_STATUS_LABELS, type DealStage } from "../../../../shared/domain/enums";
import type { DbExecutor } from "../../../db/lib/executor";
import type { NamedBrand, RankMetric } from "../../assistant-reads";
import {
  listInvestmentsTool,
  listNewsTool,
  listOkrsTool,
  pendingApprovalsTool,
  upcomingEventsTool,
} from "../../tools/agenda-tools";
import { contractsDueTool, listDealsTool, pipelineSummaryTool } from "../../tools/deal-tools";
import { rankPlayersTool } from "../../tools/player-tools";
import type { ToolScope } from "../../tools/registry";
import type { DayRange } from "../understanding/day-range";
import { relativeDay } from "./player-answers";
import { formatDay, formatEuros, formatFollowers, formatInteger, formatPercent, plural } from "./spanish-format";
import type { Subject } from "./voice";

/** Answers about one player read through that player's scope; portfolio answers through none. */
const scopeOf = (subject?: Subject): ToolScope => (subject ? { playerId: subject.id } : {});

const METRIC_WORDS: Record<RankMetric, { noun: string; show: (value: number) => string }> = {
  followers: { noun: "seguidores en total", show: formatFollowers },
  instagram: { noun: "seguidores en Instagram", show: formatFollowers },
  tiktok: { noun: "seguidores en TikTok", show: formatFollowers },
  x: { noun: "seguidores en X", show: formatFollowers },
  youtube: { noun: "seguidores en YouTube", show: formatFollowers },
  engagement: { noun: "engagement", show: formatPercent },
  sentiment: { noun: "sentimiento", show: (value) => `${value}/100` },
  market_value: { noun: "valor de mercado", show: formatEuros },
  instagram_engagement: { noun: "engagement en Instagram", show: formatPercent },
  tiktok_engagement: { noun: "engagement en TikTok", show: formatPercent },
  contract_end: {
    noun: "fin de contrato",
    show: (days) => formatDay(new Date(days * 86_400_000).toISOString().slice(0, 10)),
  },
};

export async function answerRanking(db: DbExecutor, metric: RankMetric, order: "desc" | "asc"): Promise<string> {
  const { totalJugadores, ranking } = await rankPlayersTool.run(db, { metrica: metric, orden: order, limite: 3 }, {});
  const [first, ...rest] = ranking;
  if (!first) return "Todavía no hay jugadores en la cartera.";
  const words = METRIC_WORDS[metric];
  const superlative = order === "desc" ? "más alto" : "más bajo";
  const lead =
    metric === "contract_end"
      ? `El contrato que ${order === "asc" ? "antes" : "más tarde"} acaba es el de **${first.nombre}**: ${words.show(first.valor)}.`
      : metric !== "followers" &&
          metric !== "instagram" &&
          metric !== "tiktok" &&
          metric !== "x" &&
          metric !== "youtube"
        ? `El ${words.noun} ${superlative} es el de **${first.nombre}**: ${words.show(first.valor)}.`
        : `**${first.nombre}** es quien ${order === "desc" ? "más" : "menos"} ${words.noun} tiene: ${words.show(first.valor)}.`;
  const others = rest.length
    ? ` Le ${rest.length === 1 ? "sigue" : "siguen"} ${rest.map((entry) => `${entry.nombre} (${words.show(entry.valor)})`).join(" y ")}.`
    : "";
  return `${lead}${others} (De ${plural(totalJugadores, "jugador", "jugadores")} en la cartera.)`;
}

export async function answerPlayerCount(db: DbExecutor): Promise<string> {
  const { totalJugadores } = await rankPlayersTool.run(db, { metrica: "followers", orden: "desc", limite: 1 }, {});
  return `Tienes **${plural(totalJugadores, "jugador", "jugadores")}** en la cartera.`;
}

export async function answerPipeline(db: DbExecutor): Promise<string> {
  const summary = await pipelineSummaryTool.run(db, {}, {});
  if (summary.total === 0) return "No hay patrocinios en el pipeline todavía.";
  const value = summary.stages.reduce((sum, stage) => sum + stage.feeTotal, 0);
  const open = summary.stages
    .filter((stage) => stage.stage !== "Cerrada")
    .reduce((sum, stage) => sum + stage.feeTotal, 0);
  const unreadable = summary.stages.reduce((sum, stage) => sum + stage.unreadableFees, 0);
  const lines = summary.stages.map((stage) => `- ${stage.stage}: ${stage.count} (${formatEuros(stage.feeTotal)})`);
  const note = unreadable
    ? `\n\n${plural(unreadable, "importe")} sin cifra legible no ${unreadable === 1 ? "entra" : "entran"} en la suma.`
    : "";
  const withoutClosed = open === value ? "" : ` (${formatEuros(open)} sin contar los cerrados)`;
  return (
    [
      `Tienes **${plural(summary.total, "patrocinio")}** por **${formatEuros(value)}** en total${withoutClosed}:`,
      ...lines,
    ].join("\n") + note
  );
}

const STAGE_WORDS: Record<DealStage, string> = {
  Prospect: "en prospección",
  Negociación: "en negociación",
  Activa: "activos",
  Cerrada: "cerrados",
};

export async function answerDealsInStage(
  db: DbExecutor,
  stage: DealStage,
  subject?: Subject,
  brand?: NamedBrand,
): Promise<string> {
  const deals = await listDealsTool.run(
    db,
    { etapa: stage, jugadorId: subject?.id, marcaId: brand?.id, limite: 20 },
    scopeOf(subject),
  );
  const whose = subject ? ` de **${subject.name}**` : brand ? ` con **${brand.name}**` : "";
  if (deals.length === 0) return `No hay patrocinios ${STAGE_WORDS[stage]}${whose}.`;
  const lines = deals.map(
    (deal) => `- **${deal.jugador}** con ${deal.marca} · ${deal.tipo}${deal.importe ? ` · ${deal.importe}` : ""}`,
  );
  return [`Hay ${plural(deals.length, "patrocinio")} ${STAGE_WORDS[stage]}${whose}:`, ...lines].join("\n");
}

export async function answerBrandDeals(db: DbExecutor, brand: NamedBrand, subject?: Subject): Promise<string> {
  const deals = await listDealsTool.run(
    db,
    { marcaId: brand.id, jugadorId: subject?.id, limite: 50 },
    scopeOf(subject),
  );
  if (deals.length === 0)
    return `**${brand.name}** (${brand.sector}) no tiene patrocinios${subject ? ` con ${subject.name}` : ""}.`;
  const lines = deals.map(
    (deal) => `- **${deal.jugador}** · ${deal.tipo} · ${deal.etapa}${deal.importe ? ` · ${deal.importe}` : ""}`,
  );
  return [`**${brand.name}** (${brand.sector}) tiene ${plural(deals.length, "patrocinio")}:`, ...lines].join("\n");
}

export async function answerDue(db: DbExecutor, days: number, subject?: Subject): Promise<string> {
  const today = agencyToday();
  const scope = scopeOf(subject);
  const due = await contractsDueTool.run(db, { dias: days, jugadorId: subject?.id }, scope);
  const items = [
    ...due.contracts.map((contract) => ({
      day: contract.contractUntil,
      text: `Fin de contrato de **${contract.playerName}** con ${contract.team}`,
    })),
    ...due.renewals.map((renewal) => ({
      day: renewal.renewDate,
      text: `Renovación del patrocinio de **${renewal.playerName}** con ${renewal.brandName}${renewal.fee ? ` (${renewal.fee})` : ""}`,
    })),
  ].sort((a, b) => a.day.localeCompare(b.day));
  const whose = subject ? ` de ${subject.name}` : "";
  if (items.length > 0) {
    return [
      `En los próximos ${days} días (hasta el ${formatDay(due.until)})${whose} vencen:`,
      ...items.map((item) => `- ${item.text}: ${formatDay(item.day)} (en ${plural(daysFrom(today, item.day), "día")})`),
    ].join("\n");
  }
  const later = await contractsDueTool.run(db, { dias: 730, jugadorId: subject?.id }, scope);
  const next = [
    ...later.contracts.map((contract) => ({
      day: contract.contractUntil,
      text: `el fin de contrato de ${contract.playerName}`,
    })),
    ...later.renewals.map((renewal) => ({
      day: renewal.renewDate,
      text: `la renovación con ${renewal.brandName} de ${renewal.playerName}`,
    })),
  ].sort((a, b) => a.day.localeCompare(b.day))[0];
  const after = next ? ` Lo siguiente es ${next.text}, el ${formatDay(next.day)}.` : "";
  return `No vence ningún contrato ni renovación${whose} en los próximos ${days} días.${after}`;
}

function eventLine(
  event: Awaited<ReturnType<typeof upcomingEventsTool.run>>["eventos"][number],
  today: string,
  withPlayer: boolean,
): string {
  return `- **${event.titulo}** (${event.tipo})${withPlayer ? ` · ${event.jugador}` : ""}: ${relativeDay(event.fecha, today)} a las ${event.hora} en ${event.lugar}`;
}

export async function answerNextEvent(db: DbExecutor, subject?: Subject): Promise<string> {
  const { hoy, eventos } = await upcomingEventsTool.run(
    db,
    { dias: 365, jugadorId: subject?.id, limite: 1 },
    scopeOf(subject),
  );
  const next = eventos[0];
  if (!next) return `No hay eventos próximos${subject ? ` de ${subject.name}` : ""} en el próximo año.`;
  return `El próximo evento${subject ? ` de **${subject.name}**` : ""} es **${next.titulo}** (${next.tipo})${subject ? "" : ` de ${next.jugador}`}: ${relativeDay(next.fecha, hoy)} a las ${next.hora} en ${next.lugar}.`;
}

/** The events between two days (both included), for the portfolio or one player. */
export async function answerEventsIn(db: DbExecutor, range: DayRange, subject?: Subject): Promise<string> {
  const today = agencyToday();
  const whose = subject ? ` de **${subject.name}**` : "";
  if (range.to < today) return `Solo consulto eventos de hoy en adelante; ${range.label} ya ha pasado.`;
  const { eventos } = await upcomingEventsTool.run(
    db,
    { dias: Math.min(Math.max(daysFrom(today, range.to), 1), 365), jugadorId: subject?.id, limite: 50 },
    scopeOf(subject),
  );
  const inRange = eventos.filter((event) => event.fecha >= range.from && event.fecha <= range.to);
  if (inRange.length === 0) {
    const next = await answerNextEvent(db, subject);
    return `No hay eventos${whose} ${range.label}. ${next}`;
  }
  return [`Eventos${whose} ${range.label}:`, ...inRange.map((event) => eventLine(event, today, !subject))].join("\n");
}

export async function answerNews(db: DbExecutor, negative: boolean, subject?: Subject): Promise<string> {
  const news = await listNewsTool.run(
    db,
    { jugadorId: subject?.id, sentimiento: negative ? "negativo" : undefined, limite: 5 },
    scopeOf(subject),
  );
  const whose = subject ? ` de **${subject.name}**` : "";
  if (news.length === 0)
    return negative ? `No hay noticias negativas${whose}. Buena señal.` : `No hay noticias${whose}.`;
  const title = negative ? `Noticias negativas${whose}, de la más reciente:` : `Últimas noticias${whose}:`;
  return [
    title,
    ...news.map(
      (item) =>
        `- ${formatDay(item.fecha)}: **${item.titulo}** (${item.fuente}, ${item.sentimiento})${subject ? "" : ` · ${item.jugador}`}`,
    ),
  ].join("\n");
}

export async function answerInvestments(db: DbExecutor, riskiest: boolean, subject?: Subject): Promise<string> {
  const investments = await listInvestmentsTool.run(
    db,
    { jugadorId: subject?.id, limite: riskiest ? 1 : 10 },
    scopeOf(subject),
  );
  const whose = subject ? ` de **${subject.name}**` : "";
  const [first] = investments;
  if (!first) return `No hay inversiones registradas${whose}.`;
  if (riskiest) {
    return `La inversión de más riesgo${whose} es **${first.nombre}** (${first.tipo}, riesgo ${first.riesgo})${subject ? "" : ` de ${first.jugador}`}: ${first.importe}, ${first.estado}, rentabilidad esperada ${first.rentabilidadEsperada}.`;
  }
  return [
    `Inversiones${whose}, de más a menos riesgo:`,
    ...investments.map(
      (item) =>
        `- **${item.nombre}** (${item.tipo})${subject ? "" : ` · ${item.jugador}`} · ${item.importe} · riesgo ${item.riesgo} · ${item.estado}`,
    ),
  ].join("\n");
}

export async function answerOkrs(db: DbExecutor, subject?: Subject): Promise<string> {
  const okrs = await listOkrsTool.run(db, { jugadorId: subject?.id, limite: 20 }, scopeOf(subject));
  const whose = subject ? ` de **${subject.name}**` : "";
  if (okrs.length === 0) return `No hay OKRs${whose} todavía.`;
  const live = okrs.filter((okr) => okr.estado === "active");
  const average = live.length ? Math.round(live.reduce((sum, okr) => sum + okr.progreso, 0) / live.length) : null;
  const head = `Hay ${plural(okrs.length, "OKR")}${whose}${average === null ? "" : `; los activos van de media al **${formatInteger(average)} %**`}:`;
  return [
    head,
    ...okrs.map((okr) => `- ${okr.objetivo} (${okr.periodo}, ${OKR_STATUS_LABELS[okr.estado]}): ${okr.progreso} %`),
  ].join("\n");
}

export async function answerApprovals(db: DbExecutor, subject?: Subject): Promise<string> {
  const pending = await pendingApprovalsTool.run(db, { jugadorId: subject?.id, limite: 20 }, scopeOf(subject));
  const whose = subject ? ` de **${subject.name}**` : "";
  if (pending.length === 0) return `No hay nada pendiente de aprobar${whose}.`;
  return [
    `Hay ${plural(pending.length, "propuesta")}${whose} pendiente${pending.length === 1 ? "" : "s"} de aprobar:`,
    ...pending.map(
      (item) =>
        `- **${item.titulo}**${subject ? "" : ` · ${item.jugador}`}${item.importe ? ` · ${item.importe}` : ""}${item.fecha ? ` · ${formatDay(item.fecha)}` : ""}`,
    ),
  ].join("\n");
}
