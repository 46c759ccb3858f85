import { z } from "zod";

import { APPROVAL_KINDS, APPROVAL_STATUSES, type ApprovalKind, type ApprovalStatus } from "../domain/enums";
import {
  entityId,
  nullableIsoDate,
  optionalFilter,
  optionalText,
  pageQuery,
  requiredText,
  strictObject,
} from "./common";

const approvalFields = {
  playerId: entityId("Selecciona un jugador"),
  kind: z.enum(APPROVAL_KINDS, { error: "Tipo de aprobación no válido" }),
  title: requiredText("El título es obligatorio", 200),
  detail: optionalText(2000),
  amount: optionalText(60).nullable(),
  scheduledFor: nullableIsoDate("Fecha no válida"),
  status: z.enum(APPROVAL_STATUSES, { error: "Estado no válido" }),
};

export const createApprovalSchema = strictObject({
  playerId: approvalFields.playerId,
  kind: approvalFields.kind,
  title: approvalFields.title,
  detail: approvalFields.detail.optional(),
  amount: approvalFields.amount.optional(),
  scheduledFor: approvalFields.scheduledFor.optional(),
  status: approvalFields.status.optional(),
});
export type CreateApprovalInput = z.infer<typeof createApprovalSchema>;

export const updateApprovalSchema = strictObject(approvalFields).partial();
export type UpdateApprovalInput = z.infer<typeof updateApprovalSchema>;

/** "decided": approved or rejected, latest decision first (the history). */
export const APPROVAL_STATUS_FILTERS = [...APPROVAL_STATUSES, "decided"] as const;

export const listApprovalsQuerySchema = strictObject({
  status: optionalFilter(z.enum(APPROVAL_STATUS_FILTERS, { error: "Estado no válido" })),
  playerId: optionalFilter(entityId("Jugador no válido")),
  ...pageQuery,
});
export type ListApprovalsQuery = z.infer<typeof listApprovalsQuerySchema>;

export const approvalCountsQuerySchema = strictObject({ playerId: optionalFilter(entityId("Jugador no válido")) });

export type Approval = {
  id: string;
  playerId: string;
  playerName: string;
  kind: ApprovalKind;
  title: string;
  detail: string;
  amount: string | null;
  scheduledFor: string | null;
  status: ApprovalStatus;
  decidedAt: string | null;
  createdAt: string;
  updatedAt: string;
  /** Raised by every update; sent back as If-Match so that an edit from an older read is refused. */
  version: number;
};

export type ApprovalCounts = Record<ApprovalStatus, number>;
