import { z } from "zod";

import { isSpanishTaxId, normalizeTaxId } from "../domain/spanish-tax-id";
import { optionalText, requiredText, strictObject } from "./common";

/** Who may be owed part of a fee from outside the team: another licensed agent, a scout, anyone else. */
export const EXTERNAL_COLLABORATOR_KINDS = ["agente", "ojeador", "otro"] as const;
/** A member of the team owed a share of their players' commissions is a collaborator of kind "equipo". */
export const COLLABORATOR_KINDS = [...EXTERNAL_COLLABORATOR_KINDS, "equipo"] as const;
export type CollaboratorKind = (typeof COLLABORATOR_KINDS)[number];

export const COLLABORATOR_KIND_LABELS: Record<CollaboratorKind, string> = {
  agente: "Agente externo",
  ojeador: "Ojeador",
  otro: "Otro colaborador",
  equipo: "Miembro del equipo",
};

export const COLLABORATOR_MESSAGES = {
  notFound: "Colaborador no encontrado",
  name: "El nombre es obligatorio",
  nif: "El NIF no es válido: revisa los números y la letra",
  country: "El país se indica con su código de dos letras (ES, FR, PT…)",
  inUse: "Este colaborador tiene repartos o pagos: no se puede eliminar",
  member: "Los miembros del equipo se editan en Equipo",
} as const;

const blankToNull = (value: unknown) => (typeof value === "string" && value.trim() === "" ? null : value);

const collaboratorFields = {
  kind: z.enum(EXTERNAL_COLLABORATOR_KINDS, { error: "Elige si es agente, ojeador u otro colaborador" }),
  name: requiredText(COLLABORATOR_MESSAGES.name, 120),
  /** The country of the tax id: a Spanish one is checked as a NIF, a foreign one is kept as written. */
  taxIdCountry: z
    .string({ error: COLLABORATOR_MESSAGES.country })
    .trim()
    .transform((value) => value.toUpperCase())
    .refine((value) => /^[A-Z]{2}$/.test(value), COLLABORATOR_MESSAGES.country),
  taxId: z.preprocess(blankToNull, optionalText(20).transform(normalizeTaxId).nullable()),
  licenceNumber: z.preprocess(blankToNull, optionalText(40).nullable()),
  email: z.preprocess(blankToNull, z.email({ error: "El email no es válido" }).nullable()),
  notes: z.preprocess(blankToNull, optionalText(1000).nullable()),
};

const spanishTaxIdChecked = (input: { taxIdCountry?: string; taxId?: string | null }, context: z.RefinementCtx) => {
  if (input.taxIdCountry === "ES" && input.taxId && !isSpanishTaxId(input.taxId))
    context.addIssue({ code: "custom", path: ["taxId"], message: COLLABORATOR_MESSAGES.nif });
};

export const createCollaboratorSchema = strictObject({
  ...collaboratorFields,
  taxIdCountry: collaboratorFields.taxIdCountry.default("ES"),
  taxId: collaboratorFields.taxId.default(null),
  licenceNumber: collaboratorFields.licenceNumber.default(null),
  email: collaboratorFields.email.default(null),
  notes: collaboratorFields.notes.default(null),
}).superRefine(spanishTaxIdChecked);
export type CreateCollaboratorInput = z.infer<typeof createCollaboratorSchema>;

/** PUT sends the whole collaborator, as the form does. */
export const updateCollaboratorSchema = createCollaboratorSchema;
export type UpdateCollaboratorInput = CreateCollaboratorInput;

export type Collaborator = {
  id: string;
  kind: CollaboratorKind;
  name: string;
  taxIdCountry: string;
  taxId: string | null;
  licenceNumber: string | null;
  email: string | null;
  notes: string | null;
  /** The member of the team this collaborator is, if any. */
  memberId: string | null;
  /** Earned to date, paid out to date and what is left to pay (negative: paid in advance). */
  earned: number;
  paid: number;
  pending: number;
  version: number;
};
