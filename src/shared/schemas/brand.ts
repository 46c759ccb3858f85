import { z } from "zod";

import { optionalFilter, optionalWebAddress, pageQuery, requiredText, strictObject } from "./common";

const contactEmail = z.preprocess(
  (value) => (typeof value === "string" && value.trim() === "" ? null : value),
  z.string().trim().pipe(z.email("Introduce un email válido")).nullable(),
);

/** "#1E3A8A" or "1e3a8a" -> "#1e3a8a"; empty means no colour. */
const brandColor = z.preprocess(
  (value) => {
    if (typeof value !== "string") return value;
    const text = value.trim().toLowerCase();
    if (text === "") return null;
    return text.startsWith("#") ? text : `#${text}`;
  },
  z
    .string()
    .regex(/^#[0-9a-f]{6}$/, "Usa un color en formato #rrggbb, por ejemplo #1e3a8a")
    .nullable(),
);

const brandFields = {
  name: requiredText("El nombre es obligatorio", 120),
  sector: requiredText("El sector es obligatorio", 60),
  contactEmail,
  logo: optionalWebAddress(500).nullable(),
  primaryColor: brandColor,
  secondaryColor: brandColor,
};

export const createBrandSchema = strictObject({
  name: brandFields.name,
  sector: brandFields.sector,
  contactEmail: brandFields.contactEmail.optional(),
  logo: brandFields.logo.optional(),
  primaryColor: brandFields.primaryColor.optional(),
  secondaryColor: brandFields.secondaryColor.optional(),
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
  /** The logo uploaded in Palco (GET /api/brands/:id/logo), or null. */
  logoUrl: string | null;
  primaryColor: string | null;
  secondaryColor: string | null;
  dealCount: number;
  createdAt: string;
  updatedAt: string;
  /** Raised by every update; sent back as If-Match so that an edit from an older read is refused. */
  version: number;
};
