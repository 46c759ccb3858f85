import type { DealStage } from "./enums";

/** Deals in these stages bind the player: two of them may not clash. Prospects may (negotiations start so). */
export const BINDING_STAGES: readonly DealStage[] = ["Negociación", "Activa"];

export const exclusivityConflictMessage = (playerName: string, sector: string, brandName: string) =>
  `Conflicto de exclusividad: ${playerName} ya tiene un acuerdo exclusivo de ${sector} con ${brandName}`;
