import { ENGAGEMENT_BENCHMARK, roundOneDecimal } from "../../../shared/domain/engagement";
import type { OkrQuarter } from "../../../shared/domain/enums";
import type { SuggestedKeyResult, SuggestedOkr } from "../../../shared/schemas/okr-suggestions";
import type { PlayerOverview } from "../../../shared/schemas/player-overview";
import {
  formatDay,
  formatEuros,
  formatFollowers,
  formatPercent,
  joinSpanish,
  plural,
} from "../offline/answers/spanish-format";

/** First and last day of a quarter, as ISO days. */
export function quarterRange(quarter: OkrQuarter, year: number): { from: string; to: string } {
  const first = (Number(quarter.slice(1)) - 1) * 3 + 1;
  const last = new Date(Date.UTC(year, first + 2, 0)).toISOString().slice(0, 10);
  return { from: `${year}-${String(first).padStart(2, "0")}-01`, to: last };
}

// Round growth targets to figures people say: 2.530.000 rather than 2.527.500.
function roundTarget(value: number): number {
  if (value >= 100_000) return Math.round(value / 10_000) * 10_000;
  if (value >= 1_000) return Math.round(value / 100) * 100;
  return Math.ceil(value);
}

/** What comes first for the player, read from the data beyond the overview; the suggestions start from it. */
export type PlayerPriorities = {
  /** The end of the player's mandate with the agency, if one is in force. */
  mandateEnd: string | null;
  /** The player's commissions past their date and not received. */
  overdue: { amount: number; count: number };
  /** The key results of the player's active OKRs: a suggestion never aims below one of them. */
  activeKeyResults: { title: string; target: number; unit: string }[];
};

export const NO_PRIORITIES: PlayerPriorities = {
  mandateEnd: null,
  overdue: { amount: 0, count: 0 },
  activeKeyResults: [],
};

/** The highest target an active OKR already sets for the same figure (same unit, the title naming the same word). */
function activeTarget(priorities: PlayerPriorities, unit: string, word: string): number {
  return Math.max(
    0,
    ...priorities.activeKeyResults
      .filter((keyResult) => keyResult.unit === unit && keyResult.title.toLowerCase().includes(word))
      .map((keyResult) => keyResult.target),
  );
}

const kr = (title: string, target: number, current: number, unit: string): SuggestedKeyResult => ({
  title,
  target,
  current,
  unit,
});

/** " (+10 %)": how far the target is from today's figure. */
const growthLabel = (current: number, target: number) =>
  current > 0 ? ` (+${Math.round((target / current - 1) * 100)} %)` : "";

function digitalOkr(overview: PlayerOverview, priorities: PlayerPriorities): SuggestedOkr {
  const { player } = overview;
  const { instagram, tiktok, engagementRate } = player.social;
  const instagramTarget = roundTarget(
    Math.max(instagram * 1.1, 1_000, activeTarget(priorities, "seguidores", "instagram")),
  );
  const tiktokTarget = roundTarget(Math.max(tiktok * 1.15, 1_000, activeTarget(priorities, "seguidores", "tiktok")));
  // Without a measured rate the target is the sector's benchmark and progress starts at 0.
  const engagementTarget = roundOneDecimal(
    Math.max(ENGAGEMENT_BENCHMARK, (engagementRate ?? 0) + 0.3, activeTarget(priorities, "%", "engagement")),
  );
  const position = engagementRate !== null && engagementRate >= ENGAGEMENT_BENCHMARK ? "por encima" : "por debajo";
  const engagementText =
    engagementRate === null
      ? "sin engagement medido todavía"
      : `un engagement del ${formatPercent(engagementRate)}, ${position} del benchmark del ${formatPercent(ENGAGEMENT_BENCHMARK)}`;
  return {
    objective: `Hacer crecer la comunidad digital de ${player.name}`,
    description: `Parte de ${formatFollowers(overview.totalFollowers)} seguidores y ${engagementText}.`,
    keyResults: [
      kr(
        `Llegar a ${formatFollowers(instagramTarget)} seguidores en Instagram${growthLabel(instagram, instagramTarget)}`,
        instagramTarget,
        instagram,
        "seguidores",
      ),
      kr(
        `Llegar a ${formatFollowers(tiktokTarget)} seguidores en TikTok${growthLabel(tiktok, tiktokTarget)}`,
        tiktokTarget,
        tiktok,
        "seguidores",
      ),
      kr(`Engagement medio del ${formatPercent(engagementTarget)} o más`, engagementTarget, engagementRate ?? 0, "%"),
    ],
  };
}

function commercialOkr(overview: PlayerOverview, range: { from: string; to: string }): SuggestedOkr {
  const { player, deals } = overview;
  const active = deals.filter((deal) => deal.stage === "Activa").length;
  const negotiating = deals.filter((deal) => deal.stage === "Negociación");
  const renewals = deals.filter((deal) => deal.renewDate && deal.renewDate >= range.from && deal.renewDate <= range.to);
  const keyResults = [kr(`Pasar de ${active} a ${active + 1} patrocinios activos`, active + 1, active, "acuerdos")];
  if (negotiating.length > 0) {
    keyResults.push(
      kr(
        `Cerrar las negociaciones abiertas (${negotiating.map((deal) => deal.brandName).join(", ")})`,
        negotiating.length,
        0,
        "acuerdos",
      ),
    );
  } else {
    keyResults.push(kr("Presentar propuestas a marcas nuevas", 3, 0, "propuestas"));
  }
  if (renewals.length > 0) {
    keyResults.push(
      kr(
        `Renovar los patrocinios que vencen en el trimestre (${renewals.map((deal) => deal.brandName).join(", ")})`,
        renewals.length,
        0,
        "renovaciones",
      ),
    );
  } else {
    keyResults.push(kr("Reuniones de seguimiento con cada marca activa", Math.max(active, 1), 0, "reuniones"));
  }
  return {
    objective: `Consolidar la cartera comercial de ${player.name}`,
    description: `Hoy tiene ${plural(deals.length, "patrocinio")}: ${plural(active, "activo")}, ${negotiating.length} en negociación y ${renewals.length} con renovación este trimestre.`,
    keyResults,
  };
}

function reputationOkr(
  overview: PlayerOverview,
  range: { from: string; to: string },
  today: string,
  priorities: PlayerPriorities,
): SuggestedOkr {
  const { player } = overview;
  const sentimentTarget = Math.min(
    100,
    Math.max(75, (player.sentiment ?? 0) + 5, activeTarget(priorities, "puntos", "sentimiento")),
  );
  const start = today > range.from ? today : range.from;
  const events = overview.events.filter((event) => event.date >= start && event.date <= range.to).length;
  const activeInvestments = overview.investments.filter((investment) => investment.status !== "cerrada").length;
  const keyResults = [
    kr(`Sentimiento en medios de ${sentimentTarget} sobre 100`, sentimentTarget, player.sentiment ?? 0, "puntos"),
  ];
  keyResults.push(
    events > 0
      ? kr("Cumplir la agenda de eventos del trimestre", events, 0, "eventos")
      : kr("Eventos o entrevistas con marcas y medios", 2, 0, "eventos"),
  );
  if (activeInvestments > 0)
    keyResults.push(kr("Revisar cada inversión abierta con su asesor", activeInvestments, 0, "revisiones"));
  if ((overview.negativeNewsThisMonth ?? 0) > 0)
    keyResults.push(kr("Responder a cada noticia negativa en 24 horas", 100, 0, "%"));
  return {
    objective: `Cuidar la imagen y la agenda de ${player.name}`,
    description: `${player.sentiment === null ? "Sentimiento sin medir" : `Sentimiento actual de ${player.sentiment}/100`}, ${plural(events, "evento")} en el trimestre y ${plural(activeInvestments, "inversión abierta", "inversiones abiertas")}.`,
    keyResults,
  };
}

/** What cannot wait this quarter: a contract or mandate that ends in it, money owed; undefined when nothing. */
function prioritiesOkr(
  overview: PlayerOverview,
  range: { from: string; to: string },
  priorities: PlayerPriorities,
): SuggestedOkr | undefined {
  const { player } = overview;
  const keyResults: SuggestedKeyResult[] = [];
  const reasons: string[] = [];
  if (player.contractUntil && player.contractUntil <= range.to) {
    keyResults.push(kr(`Renovación del contrato con ${player.team} firmada`, 1, 0, "firma"));
    reasons.push(`su contrato con ${player.team} acaba el ${formatDay(player.contractUntil)}`);
  }
  if (priorities.mandateEnd && priorities.mandateEnd <= range.to) {
    // The mandate is the player's own signature with the agency, never the club's.
    keyResults.push(kr(`Renovación del mandato acordada con ${player.name}`, 1, 0, "firma"));
    reasons.push(`su mandato con la agencia acaba el ${formatDay(priorities.mandateEnd)}`);
  }
  if (priorities.overdue.amount > 0) {
    keyResults.push(
      kr(`Cobrar los ${formatEuros(priorities.overdue.amount)} vencidos`, priorities.overdue.amount, 0, "€"),
    );
    reasons.push(`hay ${plural(priorities.overdue.count, "comisión vencida", "comisiones vencidas")} sin cobrar`);
  }
  if (keyResults.length === 0) return undefined;
  return {
    objective: `Asegurar lo urgente de ${player.name} este trimestre`,
    description: `Primero, porque ${joinSpanish(reasons)}.`,
    keyResults,
  };
}

/**
 * Three OKRs built from a player's own figures, with targets computed from current values: what cannot wait first
 * (a contract or mandate ending in the quarter, money owed), never aiming below an active OKR's target.
 */
export function okrsForPlayer(
  overview: PlayerOverview,
  quarter: OkrQuarter,
  year: number,
  today: string,
  priorities: PlayerPriorities = NO_PRIORITIES,
): SuggestedOkr[] {
  const range = quarterRange(quarter, year);
  const urgent = prioritiesOkr(overview, range, priorities);
  const commercial = commercialOkr(overview, range);
  const digital = digitalOkr(overview, priorities);
  return urgent
    ? [urgent, commercial, digital]
    : [digital, commercial, reputationOkr(overview, range, today, priorities)];
}
