import { z } from "zod";

import { DEAL_STAGES, type DealStage } from "../domain/enums";
import type { PlayerApproval } from "./approval";
import { commissionPercent } from "./commission";
import { entityId, moneyText, nullableIsoDate, optionalFilter, optionalText, pageQuery, strictObject } from "./common";

export const DEAL_PLAYER_AND_BRAND_REQUIRED = "Por favor selecciona un jugador y una marca";

const deliverables = z
  .array(z.string({ error: "Cada entregable debe ser un texto" }).trim().max(200, "Entregable demasiado largo"), {
    error: "Los entregables deben ser una lista",
  })
  .max(50, "Demasiados entregables")
  .transform((items) => items.filter((item) => item.length > 0));

const dealFields = {
  playerId: entityId(DEAL_PLAYER_AND_BRAND_REQUIRED),
  brandId: entityId(DEAL_PLAYER_AND_BRAND_REQUIRED),
  stage: z.enum(DEAL_STAGES, { error: "Etapa no válida" }),
  type: optionalText(60),
  fee: moneyText(60),
  deliverables,
  startDate: nullableIsoDate("Fecha de inicio no válida"),
  renewDate: nullableIsoDate("Fecha de renovación no válida"),
  exclusive: z.boolean({ error: "Indica si el acuerdo es exclusivo en su sector" }),
  commissionPercent: commissionPercent(),
  lostReason: z
    .string({ error: "El motivo debe ser un texto" })
    .trim()
    .max(200, "El motivo no puede superar 200 caracteres")
    .nullable(),
};

export const RENEWAL_BEFORE_START = "La renovación no puede ser anterior a la fecha de inicio";

/** A renewal date, when both are set, is not before the start. Shared by the form and the API. */
export function renewalAfterStart(
  values: { startDate?: string | null; renewDate?: string | null },
  ctx: z.RefinementCtx,
) {
  if (values.startDate && values.renewDate && values.renewDate < values.startDate) {
    ctx.addIssue({ code: "custom", path: ["renewDate"], message: RENEWAL_BEFORE_START });
  }
}

export const createDealShape = {
  playerId: dealFields.playerId,
  brandId: dealFields.brandId,
  stage: dealFields.stage.optional(),
  type: dealFields.type.optional(),
  fee: dealFields.fee.optional(),
  deliverables: dealFields.deliverables.optional(),
  startDate: dealFields.startDate.optional(),
  renewDate: dealFields.renewDate.optional(),
  exclusive: dealFields.exclusive.optional(),
  /** Without one, the agency's default from the settings. */
  commissionPercent: dealFields.commissionPercent.optional(),
  lostReason: dealFields.lostReason.optional(),
};

export const createDealSchema = strictObject(createDealShape).superRefine(renewalAfterStart);
export type CreateDealInput = z.infer<typeof createDealSchema>;

export const updateDealSchema = strictObject(dealFields).partial();
export type UpdateDealInput = z.infer<typeof updateDealSchema>;

export const listDealsQuerySchema = strictObject({
  stage: optionalFilter(z.enum(DEAL_STAGES, { error: "Etapa no válida" })),
  playerId: optionalFilter(entityId("Jugador no válido")),
  brandId: optionalFilter(entityId("Marca no válida")),
  /** "true": only open deals without a change for 30 days. */
  stale: optionalFilter(z.enum(["true"], { error: "stale solo admite true" })),
  ...pageQuery,
});
export type ListDealsQuery = z.infer<typeof listDealsQuerySchema>;

/** Per stage: how many deals and the euros their fees add up to (fees naming no amount are counted apart). */
export type DealStageSummary = { stage: DealStage; count: number; feeTotal: number; unreadableFees: number };
export type DealSummary = { total: number; stages: DealStageSummary[] };

export type Deal = {
  id: string;
  playerId: string;
  playerName: string;
  brandId: string;
  brandName: string;
  brandSector: string;
  stage: DealStage;
  type: string;
  fee: string;
  /** Euros, when the fee text names one amount; null for "importe no reconocido". */
  feeAmount: number | null;
  deliverables: string[];
  /** The product's picture uploaded in Palco (GET /api/deals/:id/product), or null. */
  productUrl: string | null;
  startDate: string | null;
  renewDate: string | null;
  /** Exclusive in its brand's sector: no other brand of that sector for the player while both run. */
  exclusive: boolean;
  /** The agency's percent of the fee. */
  commissionPercent: number;
  /** Why it was lost, once Cerrada. */
  lostReason: string | null;
  /** In Prospect, it would clash with a deal in Negociación or Activa if it moved on. */
  possibleConflict: boolean;
  /** The latest question to the player about this deal and their answer (issue 28); null if never asked. */
  playerApproval: PlayerApproval | null;
  createdAt: string;
  updatedAt: string;
  /** Raised by every update; sent back as If-Match so that an edit from an older read is refused. */
  version: number;
};
