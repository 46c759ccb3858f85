// Transfers and renewals: the kinds of operation, their stages, and which stages the FIFA rules guard.

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
} as const;

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

export const OFFER_STATES = ["pendiente", "aceptada", "rechazada", "contraoferta"] as const;
export type OfferState = (typeof OFFER_STATES)[number];
