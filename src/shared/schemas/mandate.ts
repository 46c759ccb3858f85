import { z } from "zod";

import type { RuleWarning } from "../domain/fifa-rules";
import { exceedsMaxDuration, MANDATE_MESSAGES, type MandateStatus } from "../domain/mandate-rules";
import { commissionPercent } from "./commission";
import { entityId, isoDate, nullableIsoDate, optionalFilter, optionalText, pageQuery, strictObject } from "./common";

const mandateFields = {
  playerId: entityId("Selecciona un jugador"),
  /** The member who acts as the agent (a user id); the agency's owner when a new mandate names none. */
  agentId: z
    .string({ error: "Elige como agente a un miembro del equipo" })
    .trim()
    .min(1, "Elige como agente a un miembro del equipo")
    .max(100, "Elige como agente a un miembro del equipo"),
  startDate: isoDate("La fecha de inicio es obligatoria"),
  endDate: isoDate("La fecha de fin es obligatoria"),
  exclusive: z.boolean({ error: "Indica si el mandato es exclusivo" }),
  commissionPercent: commissionPercent(),
  annualRemuneration: z
    .number({ error: "La remuneración debe ser un número" })
    .min(0, "La remuneración no puede ser negativa")
    .max(1e10, "La remuneración es demasiado alta")
    .nullable(),
  territory: optionalText(120),
  legalAdviceConfirmed: z.boolean({ error: MANDATE_MESSAGES.legalAdvice }),
  fifaRegisteredAt: nullableIsoDate("Fecha de registro FIFA no válida"),
  guardianName: optionalText(120),
  guardianConsentOn: nullableIsoDate("Fecha del consentimiento no válida"),
  notes: optionalText(2000),
};

export type MandatePeriod = { startDate: string; endDate: string };

/** Dates in order and no longer than FIFA allows; shared by the form, the create schema and the update check. */
export function periodIssue(period: MandatePeriod): { field: "endDate"; message: string } | null {
  if (period.endDate < period.startDate) return { field: "endDate", message: MANDATE_MESSAGES.endBeforeStart };
  if (exceedsMaxDuration(period.startDate, period.endDate))
    return { field: "endDate", message: MANDATE_MESSAGES.tooLong };
  return null;
}

export const createMandateSchema = strictObject({
  playerId: mandateFields.playerId,
  agentId: mandateFields.agentId.optional(),
  startDate: mandateFields.startDate,
  endDate: mandateFields.endDate,
  exclusive: mandateFields.exclusive.default(true),
  commissionPercent: mandateFields.commissionPercent,
  annualRemuneration: mandateFields.annualRemuneration.optional(),
  territory: mandateFields.territory.optional(),
  legalAdviceConfirmed: mandateFields.legalAdviceConfirmed.refine(
    (confirmed) => confirmed,
    MANDATE_MESSAGES.legalAdvice,
  ),
  fifaRegisteredAt: mandateFields.fifaRegisteredAt.optional(),
  guardianName: mandateFields.guardianName.optional(),
  guardianConsentOn: mandateFields.guardianConsentOn.optional(),
  notes: mandateFields.notes.optional(),
}).superRefine((values, ctx) => {
  const issue = periodIssue(values);
  if (issue) ctx.addIssue({ code: "custom", path: [issue.field], message: issue.message });
});
export type CreateMandateInput = z.infer<typeof createMandateSchema>;

export const updateMandateSchema = strictObject({
  ...mandateFields,
  legalAdviceConfirmed: mandateFields.legalAdviceConfirmed.refine(
    (confirmed) => confirmed,
    MANDATE_MESSAGES.legalAdvice,
  ),
}).partial();
export type UpdateMandateInput = z.infer<typeof updateMandateSchema>;

export const listMandatesQuerySchema = strictObject({
  playerId: optionalFilter(entityId("Jugador no válido")),
  ...pageQuery,
});
export type ListMandatesQuery = z.infer<typeof listMandatesQuerySchema>;

export type Mandate = {
  id: string;
  playerId: string;
  playerName: string;
  /** The licensed member acting as agent; the owner for mandates that named none. Null before anyone signed up. */
  agentId: string | null;
  agentName: string | null;
  startDate: string;
  endDate: string;
  exclusive: boolean;
  commissionPercent: number;
  annualRemuneration: number | null;
  territory: string;
  legalAdviceConfirmed: boolean;
  fifaRegisteredAt: string | null;
  /** The day it was signed by everyone in Palco; null for one signed on paper. */
  signedOn: string | null;
  /** For a player under 18 when the mandate starts: the legal guardian and the day of their written consent. */
  guardianName: string;
  guardianConsentOn: string | null;
  /** Whether the player was under 18 on the mandate's first day (unknown birth date: false). */
  minorAtStart: boolean;
  notes: string;
  /** From today: Vigente, Por vencer (last two months), Vencido. */
  status: MandateStatus;
  fifaRegistrationPending: boolean;
  /** Saved anyway: the service-fee cap, the missing FIFA registration, a minor's missing guardian consent. */
  warnings: RuleWarning[];
  createdAt: string;
  updatedAt: string;
  /** Raised by every update; sent back as If-Match so that an edit from an older read is refused. */
  version: number;
};
