import { z } from "zod";

import { optionalFilter, optionalWebAddress, pageQuery, requiredText, strictObject } from "./common";

const contactEmail = z.preprocess(
  (value) => (typeof value === "string" && value.trim() === "" ? null : value),
  z.string().trim().pipe(z.email("Introduce un email válido")).nullable(),
);

const brandFields = {
  name: requiredText("El nombre es obligatorio", 120),
  sector: requiredText("El sector es obligatorio", 60),
  contactEmail,
  logo: optionalWebAddress(500).nullable(),
};

export const createBrandSchema = strictObject({
  name: brandFields.name,
  sector: brandFields.sector,
  contactEmail: brandFields.contactEmail.optional(),
  logo: brandFields.logo.optional(),
});
export type CreateBrandInput = z.infer<typeof createBrandSchema>;

export const updateBrandSchema = strictObject(brandFields).partial();
export type UpdateBrandInput = z.infer<typeof updateBrandSchema>;

export const listBrandsQuerySchema = strictObject({
  q: optionalFilter(z.string().trim().max(100, "La búsqueda no puede superar 100 caracteres")),
  ...pageQuery,
});
export type ListBrandsQuery = z.infer<typeof listBrandsQuerySchema>;

export type Brand = {
  id: string;
  name: string;
  sector: string;
  contactEmail: string | null;
  logo: string | null;
  dealCount: number;
  createdAt: string;
  updatedAt: string;
  /** Raised by every update; sent back as If-Match so that an edit from an older read is refused. */
  version: number;
};
