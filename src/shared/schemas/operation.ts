import { z } from "zod";

import type { RuleWarning } from "../domain/fifa-rules";
import {
  OPERATION_MESSAGES,
  OPERATION_STAGES,
  OPERATION_TYPES,
  type OperationStage,
  type OperationType,
} from "../domain/operations";
import { commissionPercent } from "./commission";
import {
  amountText,
  entityId,
  nullableEntityId,
  nullableIsoDate,
  optionalFilter,
  optionalText,
  pageQuery,
  strictObject,
} from "./common";

const nullableLine = (max: number) =>
  z.preprocess(
    (value) => (typeof value === "string" && value.trim() === "" ? null : value),
    optionalText(max).nullable(),
  );

const operationFields = {
  playerId: entityId("Selecciona un jugador"),
  type: z.enum(OPERATION_TYPES, { error: "Tipo de operación no válido" }),
  clubId: entityId("Selecciona el club"),
  // A form's "Sin club de origen" sends "".
  originClubId: nullableEntityId("Club de origen no válido"),
  stage: z.enum(OPERATION_STAGES, { error: "Etapa no válida" }),
  transferFee: amountText(60),
  salary: amountText(60),
  signingBonus: amountText(60),
  bonuses: optionalText(500),
  startDate: nullableIsoDate("Fecha de inicio no válida"),
  endDate: nullableIsoDate("Fecha de fin no válida"),
  signedOn: nullableIsoDate("Fecha de firma no válida"),
  agentFeePercent: commissionPercent().nullable(),
  agentFeeAmount: z.preprocess(
    (value) => (typeof value === "string" && value.trim() === "" ? null : value),
    amountText(60).nullable(),
  ),
  lostReason: nullableLine(200),
};

type Checked = {
  startDate?: string | null;
  endDate?: string | null;
  agentFeePercent?: number | null;
  agentFeeAmount?: string | null;
  clubId?: string;
  originClubId?: string | null;
};

/** What the form and the API both check within one body; rules against stored data live on the server. */
export function operationIssues(values: Checked, ctx: z.RefinementCtx) {
  if (values.startDate && values.endDate && values.endDate < values.startDate)
    ctx.addIssue({ code: "custom", path: ["endDate"], message: OPERATION_MESSAGES.contractOrder });
  if (values.agentFeePercent != null && values.agentFeeAmount)
    ctx.addIssue({ code: "custom", path: ["agentFeeAmount"], message: OPERATION_MESSAGES.feeEitherWay });
  if (values.clubId && values.originClubId && values.clubId === values.originClubId)
    ctx.addIssue({ code: "custom", path: ["originClubId"], message: OPERATION_MESSAGES.originForMoves });
}

export const createOperationSchema = strictObject({
  playerId: operationFields.playerId,
  type: operationFields.type,
  clubId: operationFields.clubId,
  originClubId: operationFields.originClubId.optional(),
  stage: operationFields.stage.optional(),
  transferFee: operationFields.transferFee.optional(),
  salary: operationFields.salary.optional(),
  signingBonus: operationFields.signingBonus.optional(),
  bonuses: operationFields.bonuses.optional(),
  startDate: operationFields.startDate.optional(),
  endDate: operationFields.endDate.optional(),
  signedOn: operationFields.signedOn.optional(),
  agentFeePercent: operationFields.agentFeePercent.optional(),
  agentFeeAmount: operationFields.agentFeeAmount.optional(),
  lostReason: operationFields.lostReason.optional(),
}).superRefine(operationIssues);
export type CreateOperationInput = z.infer<typeof createOperationSchema>;

export const updateOperationSchema = strictObject(operationFields).partial().superRefine(operationIssues);
export type UpdateOperationInput = z.infer<typeof updateOperationSchema>;

export const listOperationsQuerySchema = strictObject({
  playerId: optionalFilter(entityId("Jugador no válido")),
  clubId: optionalFilter(entityId("Club no válido")),
  stage: optionalFilter(z.enum(OPERATION_STAGES, { error: "Etapa no válida" })),
  ...pageQuery,
});
export type ListOperationsQuery = z.infer<typeof listOperationsQuerySchema>;

export type Operation = {
  id: string;
  playerId: string;
  playerName: string;
  type: OperationType;
  clubId: string;
  clubName: string;
  originClubId: string | null;
  originClubName: string | null;
  stage: OperationStage;
  transferFee: string;
  salary: string;
  signingBonus: string;
  bonuses: string;
  startDate: string | null;
  endDate: string | null;
  /** The day the contract was signed; "Firmada" sets it to that day unless given. */
  signedOn: string | null;
  agentFeePercent: number | null;
  agentFeeAmount: string | null;
  lostReason: string | null;
  /** What FIFA's rules say about it, saved anyway: outside a transfer window, past its mandate. */
  warnings: RuleWarning[];
  createdAt: string;
  updatedAt: string;
  version: number;
};

/** The open operations (not signed nor fallen) by stage, for the dashboard's market card. */
export type OperationSummary = { open: number; stages: { stage: OperationStage; count: number }[] };
