import { z } from "zod";

import { CONTACT_MESSAGES } from "../domain/contacts";
import {
  entityId,
  nullableEntityId,
  optionalFilter,
  optionalText,
  pageQuery,
  requiredText,
  strictObject,
} from "./common";

const PHONE_PATTERN = /^\+?[\d\s().-]{6,25}$/;

const contactFields = {
  name: requiredText("El nombre es obligatorio", 120),
  role: optionalText(80),
  email: z
    .string({ error: "Introduce un email válido" })
    .trim()
    .max(200, "Introduce un email válido")
    .refine((email) => email === "" || z.email().safeParse(email).success, "Introduce un email válido")
    .transform((email) => email.toLowerCase()),
  phone: z
    .string({ error: "Introduce un teléfono válido, por ejemplo +34 600 123 456" })
    .trim()
    .refine(
      (phone) => phone === "" || PHONE_PATTERN.test(phone),
      "Introduce un teléfono válido, por ejemplo +34 600 123 456",
    ),
  clubId: nullableEntityId("Club no válido"),
  brandId: nullableEntityId("Marca no válida"),
  notes: optionalText(2000),
};

/** A person belongs to one club or one brand. */
function organisationIssue(values: { clubId?: string | null; brandId?: string | null }, ctx: z.RefinementCtx) {
  if (values.clubId && values.brandId)
    ctx.addIssue({ code: "custom", path: ["brandId"], message: CONTACT_MESSAGES.oneOrganisation });
}

export const createContactSchema = strictObject({
  name: contactFields.name,
  role: contactFields.role.optional(),
  email: contactFields.email.optional(),
  phone: contactFields.phone.optional(),
  clubId: contactFields.clubId.optional(),
  brandId: contactFields.brandId.optional(),
  notes: contactFields.notes.optional(),
}).superRefine((values, ctx) => {
  organisationIssue(values, ctx);
  if (!values.clubId && !values.brandId)
    ctx.addIssue({ code: "custom", path: ["clubId"], message: CONTACT_MESSAGES.organisationRequired });
});
export type CreateContactInput = z.infer<typeof createContactSchema>;

export const updateContactSchema = strictObject(contactFields).partial().superRefine(organisationIssue);
export type UpdateContactInput = z.infer<typeof updateContactSchema>;

export const listContactsQuerySchema = strictObject({
  q: optionalFilter(z.string().trim().max(100, "La búsqueda no puede superar 100 caracteres")),
  clubId: optionalFilter(entityId("Club no válido")),
  brandId: optionalFilter(entityId("Marca no válida")),
  ...pageQuery,
});
export type ListContactsQuery = z.infer<typeof listContactsQuerySchema>;

export type Contact = {
  id: string;
  name: string;
  role: string;
  email: string;
  phone: string;
  clubId: string | null;
  clubName: string | null;
  brandId: string | null;
  brandName: string | null;
  notes: string;
  createdAt: string;
  updatedAt: string;
  version: number;
};
