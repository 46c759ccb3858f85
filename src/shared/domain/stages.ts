import { DEAL_STAGES, type DealStage } from "./enums";

export type BadgeTone = "success" | "warning" | "muted" | "destructive";

export const DEAL_STAGE_TONES: Record<DealStage, BadgeTone> = {
  Activa: "success",
  Negociación: "warning",
  Prospect: "muted",
  Cerrada: "destructive",
};

export const DEFAULT_DEAL_STAGE: DealStage = "Prospect";

/** SPEC names the stages (Prospect stays in English); what each means, said in Spanish beside it. */
export const DEAL_STAGE_HINTS: Record<DealStage, string> = {
  Prospect: "primer contacto",
  Negociación: "términos en discusión",
  Activa: "firmado, en vigor",
  Cerrada: "terminado o perdido",
};

export function dealStageTone(stage: DealStage): BadgeTone {
  return DEAL_STAGE_TONES[stage];
}

export { DEAL_STAGES };

/** A deal in negotiation is approved or rejected; any other stage is edited or deleted. */
export function dealActions(stage: DealStage): ("approve" | "reject" | "edit" | "delete")[] {
  return stage === "Negociación" ? ["approve", "reject"] : ["edit", "delete"];
}
