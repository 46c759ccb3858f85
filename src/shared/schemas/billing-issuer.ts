import { z } from "zod";

import { IRPF_RATES, VAT_RATES, VAT_TREATMENTS, type VatTreatment } from "../domain/invoice-amounts";
import { ISSUER_KINDS, SERIES_PATTERN, type IssuerKind } from "../domain/invoices";
import { isSpanishTaxId, normalizeTaxId } from "../domain/spanish-tax-id";
import { optionalText, requiredText, strictObject } from "./common";

export const ISSUER_MESSAGES = {
  notFound: "Emisor no encontrado",
  nif: "El NIF no es válido: revisa los números y la letra",
  series: "La serie admite de 1 a 10 letras, números o guiones, empezando por letra o número",
  sameSeries: "La serie de rectificativas debe ser distinta de la de facturas",
  irpf: "La retención debe ser del 15 %, del 7 % o ninguna",
  vatRate: "El tipo de IVA debe ser 21, 10, 4 o 0",
  licence: "Indica el número de licencia FIFA del agente que factura",
  nifTaken: "Ya hay un emisor con ese NIF",
  inUse: "Este emisor ya tiene facturas: no se puede eliminar",
} as const;

const series = z
  .string({ error: ISSUER_MESSAGES.series })
  .trim()
  .transform((value) => value.toUpperCase())
  .refine((value) => SERIES_PATTERN.test(value), ISSUER_MESSAGES.series);

const issuerFields = {
  kind: z.enum(ISSUER_KINDS, { error: "Indica si factura la sociedad o un agente autónomo" }),
  name: requiredText("El nombre o razón social es obligatorio", 120),
  nif: z
    .string({ error: ISSUER_MESSAGES.nif })
    .transform(normalizeTaxId)
    .refine((value) => isSpanishTaxId(value), ISSUER_MESSAGES.nif),
  address: requiredText("La dirección fiscal es obligatoria", 300),
  series,
  rectifyingSeries: series,
  irpfPercent: z
    .number({ error: ISSUER_MESSAGES.irpf })
    .refine((value) => (IRPF_RATES as readonly number[]).includes(value), ISSUER_MESSAGES.irpf),
  /** The gestor checked the withholding that applies to this issuer. */
  irpfConfirmed: z.boolean({ error: "Indica sí o no" }),
  vatTreatment: z.enum(VAT_TREATMENTS, { error: "Elige cómo tributa el IVA" }),
  vatRate: z
    .number({ error: ISSUER_MESSAGES.vatRate })
    .refine((value) => (VAT_RATES as readonly number[]).includes(value), ISSUER_MESSAGES.vatRate),
  licenceNumber: z.preprocess(
    (value) => (typeof value === "string" && value.trim() === "" ? null : value),
    optionalText(40).nullable(),
  ),
  email: z.preprocess(
    (value) => (typeof value === "string" && value.trim() === "" ? null : value),
    z.email({ error: "El email no es válido" }).nullable(),
  ),
};

type IssuerShape = { kind?: IssuerKind; licenceNumber?: string | null; series?: string; rectifyingSeries?: string };

const issuerRules = (issuer: IssuerShape, context: z.RefinementCtx) => {
  if (issuer.series !== undefined && issuer.series === issuer.rectifyingSeries)
    context.addIssue({ code: "custom", path: ["rectifyingSeries"], message: ISSUER_MESSAGES.sameSeries });
  if (issuer.kind === "autonomo" && issuer.licenceNumber === null)
    context.addIssue({ code: "custom", path: ["licenceNumber"], message: ISSUER_MESSAGES.licence });
};

export const createIssuerSchema = strictObject({
  ...issuerFields,
  kind: issuerFields.kind.default("sociedad"),
  rectifyingSeries: issuerFields.rectifyingSeries.default("R"),
  irpfPercent: issuerFields.irpfPercent.default(0),
  irpfConfirmed: issuerFields.irpfConfirmed.default(false),
  vatTreatment: issuerFields.vatTreatment.default("sujeta"),
  vatRate: issuerFields.vatRate.default(21),
  licenceNumber: issuerFields.licenceNumber.default(null),
  email: issuerFields.email.default(null),
}).superRefine(issuerRules);
export type CreateIssuerInput = z.infer<typeof createIssuerSchema>;

/** PUT sends the whole issuer, as the form does. */
export const updateIssuerSchema = createIssuerSchema;
export type UpdateIssuerInput = CreateIssuerInput;

export type BillingIssuer = {
  id: string;
  kind: IssuerKind;
  name: string;
  nif: string;
  address: string;
  series: string;
  rectifyingSeries: string;
  irpfPercent: number;
  irpfConfirmed: boolean;
  vatTreatment: VatTreatment;
  vatRate: number;
  licenceNumber: string | null;
  email: string | null;
  /** How many invoices were issued under it: an issuer with any cannot be deleted. */
  issuedCount: number;
  createdAt: string;
  updatedAt: string;
  version: number;
};
