import { z } from "zod";

import {
  APPROVAL_KINDS,
  APPROVAL_RECORD_TYPES,
  APPROVAL_STATUSES,
  type ApprovalDecider,
  type ApprovalKind,
  type ApprovalRecordType,
  type ApprovalStatus,
} from "../domain/enums";
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

export const createFreeApprovalSchema = strictObject({
  playerId: approvalFields.playerId,
  kind: approvalFields.kind,
  title: approvalFields.title,
  detail: approvalFields.detail.optional(),
  amount: approvalFields.amount.optional(),
  scheduledFor: approvalFields.scheduledFor.optional(),
  status: approvalFields.status.optional(),
});

/** A question to the player about a record: what is asked is read from the record itself. */
export const askAboutRecordSchema = strictObject({
  recordType: z.enum(APPROVAL_RECORD_TYPES, { error: "Tipo de registro no válido" }),
  recordId: entityId("Registro no válido"),
});
export type AskAboutRecordInput = z.infer<typeof askAboutRecordSchema>;

export const createApprovalSchema = z.union([askAboutRecordSchema, createFreeApprovalSchema], {
  error: "Indica el registro (recordType y recordId) o el jugador, el tipo y el título",
});
export type CreateApprovalInput = z.infer<typeof createApprovalSchema>;

/** The player's answer from their app. */
export const decideApprovalSchema = strictObject({
  status: z.enum(["approved", "rejected"], { error: "Elige aprobar o rechazar" }),
  comment: optionalText(1000).nullable().optional(),
});
export type DecideApprovalInput = z.infer<typeof decideApprovalSchema>;

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
  /** Who answered; null while pending (and for the sample's answers, loaded as they were). */
  decidedBy: ApprovalDecider | null;
  /** The player can sign in to their app: then only the player answers, never the agency for them. */
  playerHasAccess: boolean;
  /** The record the decision lands in, or null for a free-standing request. */
  recordType: ApprovalRecordType | null;
  recordId: string | null;
  comment: string | null;
  createdAt: string;
  updatedAt: string;
  /** Raised by every update; sent back as If-Match so that an edit from an older read is refused. */
  version: number;
};

export type ApprovalCounts = Record<ApprovalStatus, number>;

/** The latest question to the player about a record (a deal, an image) and their answer; null if never asked. */
export type PlayerApproval = {
  /** The question's id: a pending one can be withdrawn with DELETE /api/approvals/:id. */
  id: string;
  status: ApprovalStatus;
  comment: string | null;
  decidedAt: string | null;
};
