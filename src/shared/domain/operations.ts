// Transfers and renewals: the kinds of operation, their stages, and which stages the FIFA rules guard.
import { formatCsvDate } from "./csv-values";
import { ruleWarning, type FifaRuleBook, type RuleWarning } from "./fifa-rules";
import { missingTravelPaper } from "./papers";
import { sameLeague, withinWindows, type YearlyWindow } from "./transfer-windows";

export const OPERATION_TYPES = ["Traspaso", "Cesión", "Renovación", "Fichaje libre"] as const;
export type OperationType = (typeof OPERATION_TYPES)[number];

export const OPERATION_STAGES = ["Sondeo", "Oferta", "Negociación", "Acuerdo", "Firmada", "Caída"] as const;
export type OperationStage = (typeof OPERATION_STAGES)[number];

/**
 * Beyond a first sounding the agent acts for the player, which FIFA's Football Agent Regulations allow only under a
 * representation agreement in force: every stage but "Sondeo" and "Caída" needs one covering the day.
 */
export const needsMandate = (stage: OperationStage) => stage !== "Sondeo" && stage !== "Caída";

/** A move changes the player's club when it is signed; a renewal keeps it. */
export const changesClub = (type: OperationType) => type !== "Renovación";

export const OPERATION_MESSAGES = {
  lostReasonRequired: "Indica por qué cayó la operación",
  feeEitherWay: "Indica el honorario como porcentaje o como importe, no ambos",
  contractOrder: "El fin del contrato no puede ser anterior a su inicio",
  originForMoves: "Un traspaso o una cesión tiene club de origen distinto del de destino",
  outsideWindow: "Fuera de ventana de traspasos",
  noMandate: "Sin mandato de representación vigente: renueva el mandato para seguir negociando",
  signingNeeds: (gaps: readonly SignedFeeGap[], percent: number) =>
    `Para firmar con un honorario del ${percentText(percent)} % falta ${listInSpanish(gaps.map((gap) => SIGNED_FEE_GAP_LABELS[gap]))}: sin ello no se puede calcular la comisión. Complétalo en Editar.`,
  signingNeedsField: (percent: number) =>
    `Hace falta para calcular el honorario del ${percentText(percent)} % al firmar`,
} as const;

/** What a percent fee is computed from: the contract's dates and the salary it is a percent of. */
export type SignedFeeGap = "startDate" | "endDate" | "salary";
const SIGNED_FEE_GAP_LABELS: Record<SignedFeeGap, string> = {
  startDate: "el inicio del contrato",
  endDate: "el fin del contrato",
  salary: "el salario bruto anual",
};
const percentText = (percent: number) => String(percent).replace(".", ",");
const listInSpanish = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} y ${items.at(-1)}`;

/**
 * What signing still needs to compute the agent's fee. A fixed amount needs nothing (it falls due on the start or
 * the signing day); a percent needs the contract's start and end and the yearly salary. No fee at all needs nothing:
 * the operation is signed without a commission.
 */
export function signedFeeGaps(terms: {
  agentFeePercent: number | null;
  agentFeeAmount: number | null;
  salary: number | null;
  startDate: string | null;
  endDate: string | null;
}): SignedFeeGap[] {
  if (terms.agentFeeAmount !== null && terms.agentFeeAmount > 0) return [];
  if (terms.agentFeePercent === null || terms.agentFeePercent <= 0) return [];
  const gaps: SignedFeeGap[] = [];
  if (!terms.startDate) gaps.push("startDate");
  if (!terms.endDate) gaps.push("endDate");
  if (terms.salary === null || terms.salary <= 0) gaps.push("salary");
  return gaps;
}

/** Neither signed nor fallen through. */
export const isOpenStage = (stage: OperationStage) => stage !== "Firmada" && stage !== "Caída";

/** The stages of a negotiation still under way: the dashboard's counts, the bell's and the agenda's reads. */
export const OPEN_OPERATION_STAGES = OPERATION_STAGES.filter(isOpenStage);

/** What an operation's warnings are judged from, beyond its own fields. */
export type OperationFacts = {
  today: string;
  /** The destination club's league; null when the club names none. */
  league: string | null;
  /** The yearly windows of every league; those of `league` judge the signing date. */
  windows: readonly (YearlyWindow & { league: string })[];
  /** The last day of the player's mandate in force today; null when none covers today. */
  mandateEndsOn: string | null;
  /** For a club in another country than the player's: the last valid day of his passport and permit on file. */
  abroad?: { passportExpiresOn: string | null; permitExpiresOn: string | null };
};

/**
 * Advice, saved anyway: a move signed (or starting, until signed) outside every window of the destination's league
 * (free agents and some national rules differ, so it is not refused), and an open operation past a sounding that
 * has no mandate in force or would start after the mandate ends. A league without windows in Palco is not judged.
 */
export function operationWarnings(
  operation: { type: OperationType; stage: OperationStage; startDate: string | null; signedOn: string | null },
  facts: OperationFacts,
  book: FifaRuleBook,
): RuleWarning[] {
  const warnings: RuleWarning[] = [];
  const signingDay = operation.signedOn ?? operation.startDate;
  const { league } = facts;
  const leagueWindows = league ? facts.windows.filter((window) => sameLeague(window.league, league)) : [];
  if (
    changesClub(operation.type) &&
    operation.stage !== "Caída" &&
    signingDay &&
    leagueWindows.length > 0 &&
    !withinWindows(leagueWindows, signingDay)
  )
    warnings.push(ruleWarning(book, "registration-period", OPERATION_MESSAGES.outsideWindow));
  if (isOpenStage(operation.stage) && needsMandate(operation.stage)) {
    if (facts.mandateEndsOn === null)
      warnings.push(ruleWarning(book, "mandate-required", OPERATION_MESSAGES.noMandate));
    else if (operation.startDate && operation.startDate > facts.mandateEndsOn)
      warnings.push(
        ruleWarning(
          book,
          "mandate-required",
          `El mandato vence el ${formatCsvDate(facts.mandateEndsOn)}, antes de que empiece el contrato`,
        ),
      );
  }
  if (facts.abroad && changesClub(operation.type) && isOpenStage(operation.stage)) {
    const missing = missingTravelPaper(facts.abroad, operation.startDate ?? facts.today);
    if (missing) warnings.push(ruleWarning(book, "player-identity", missing));
  }
  return warnings;
}

/** Why a stage needing a mandate is refused, naming the state of the player's mandates. */
export function mandateRequiredMessage(
  latest: { startDate: string; endDate: string } | null,
  today: string,
  formatDay: (iso: string) => string,
): string {
  const state = !latest
    ? "el jugador no tiene ningún mandato registrado"
    : latest.startDate > today
      ? `su mandato empieza el ${formatDay(latest.startDate)}`
      : `su último mandato venció el ${formatDay(latest.endDate)}`;
  return `Para pasar de Sondeo hace falta un mandato de representación vigente: ${state}`;
}

export const OFFER_DIRECTIONS = ["recibida", "enviada"] as const;
export type OfferDirection = (typeof OFFER_DIRECTIONS)[number];

// "cerrada": an offer still pending when its operation was signed, closed with the signature.
export const OFFER_STATES = ["pendiente", "aceptada", "rechazada", "contraoferta", "cerrada"] as const;
export type OfferState = (typeof OFFER_STATES)[number];
