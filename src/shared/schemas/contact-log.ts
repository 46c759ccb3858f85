import { z } from "zod";

import { CONTACT_CHANNELS, CONTACT_MESSAGES, nextStepBeforeContact, type ContactChannel } from "../domain/contacts";
import {
  entityId,
  isoDate,
  nullableEntityId,
  nullableIsoDate,
  optionalFilter,
  optionalText,
  pageQuery,
  strictObject,
} from "./common";

const entryFields = {
  date: isoDate("La fecha es obligatoria"),
  channel: z.enum(CONTACT_CHANNELS, { error: "Elige el canal: llamada, reunión, email o WhatsApp" }),
  contactId: nullableEntityId("Persona no válida"),
  clubId: nullableEntityId("Club no válido"),
  brandId: nullableEntityId("Marca no válida"),
  playerId: nullableEntityId("Jugador no válido"),
  operationId: nullableEntityId("Operación no válida"),
  summary: z
    .string({ error: "Resume el contacto" })
    .trim()
    .min(1, "Resume el contacto")
    .max(2000, "No puede superar 2000 caracteres"),
  nextStep: optionalText(300),
  nextStepOn: nullableIsoDate("Fecha del próximo paso no válida"),
  nextStepDone: z.boolean({ error: "Debe ser verdadero o falso" }),
  /** The contact offers the agency's services to a player or a club (FIFA art. 11: licensed agents only). */
  approach: z.boolean({ error: "Indica si es un acercamiento" }),
};

type Checked = {
  contactId?: string | null;
  clubId?: string | null;
  brandId?: string | null;
  playerId?: string | null;
  operationId?: string | null;
  nextStep?: string;
  nextStepOn?: string | null;
};

/** A next step is dated, so that the bell and the agenda can bring it back. */
function nextStepIssue(values: Checked & { date?: string }, ctx: z.RefinementCtx) {
  if (values.nextStep?.trim() && values.nextStepOn === null)
    ctx.addIssue({ code: "custom", path: ["nextStepOn"], message: CONTACT_MESSAGES.nextStepDate });
  if (nextStepBeforeContact(values))
    ctx.addIssue({ code: "custom", path: ["nextStepOn"], message: CONTACT_MESSAGES.nextStepBeforeContact });
}

export const createContactLogSchema = strictObject({
  date: entryFields.date,
  channel: entryFields.channel,
  contactId: entryFields.contactId.optional(),
  clubId: entryFields.clubId.optional(),
  brandId: entryFields.brandId.optional(),
  playerId: entryFields.playerId.optional(),
  operationId: entryFields.operationId.optional(),
  summary: entryFields.summary,
  nextStep: entryFields.nextStep.optional(),
  nextStepOn: entryFields.nextStepOn.optional(),
  nextStepDone: entryFields.nextStepDone.optional(),
  approach: entryFields.approach.optional(),
}).superRefine((values, ctx) => {
  if (!values.contactId && !values.clubId && !values.brandId && !values.playerId && !values.operationId)
    ctx.addIssue({ code: "custom", path: ["clubId"], message: CONTACT_MESSAGES.subjectRequired });
  if (values.nextStep?.trim() && !values.nextStepOn)
    ctx.addIssue({ code: "custom", path: ["nextStepOn"], message: CONTACT_MESSAGES.nextStepDate });
  if (nextStepBeforeContact(values))
    ctx.addIssue({ code: "custom", path: ["nextStepOn"], message: CONTACT_MESSAGES.nextStepBeforeContact });
});
export type CreateContactLogInput = z.infer<typeof createContactLogSchema>;

export const updateContactLogSchema = strictObject(entryFields).partial().superRefine(nextStepIssue);
export type UpdateContactLogInput = z.infer<typeof updateContactLogSchema>;

export const listContactLogQuerySchema = strictObject({
  contactId: optionalFilter(entityId("Persona no válida")),
  clubId: optionalFilter(entityId("Club no válido")),
  brandId: optionalFilter(entityId("Marca no válida")),
  playerId: optionalFilter(entityId("Jugador no válido")),
  operationId: optionalFilter(entityId("Operación no válida")),
  ...pageQuery,
});
export type ListContactLogQuery = z.infer<typeof listContactLogQuerySchema>;

/** Open next steps due by a day: what the agent must do, beside the tasks. */
export const NEXT_STEPS_LIMIT = 50;
export const dueNextStepsQuerySchema = strictObject({
  until: isoDate("Fecha no válida"),
});
export type DueNextSteps = { items: ContactLogEntry[]; more: boolean };

export type ContactLogEntry = {
  id: string;
  date: string;
  channel: ContactChannel;
  contactId: string | null;
  contactName: string | null;
  contactRole: string | null;
  clubId: string | null;
  clubName: string | null;
  brandId: string | null;
  brandName: string | null;
  playerId: string | null;
  playerName: string | null;
  operationId: string | null;
  /** "Traspaso · Álvaro Ruiz → Sevilla FC" */
  operationLabel: string | null;
  summary: string;
  nextStep: string;
  nextStepOn: string | null;
  nextStepDone: boolean;
  approach: boolean;
  createdAt: string;
  updatedAt: string;
  version: number;
};
