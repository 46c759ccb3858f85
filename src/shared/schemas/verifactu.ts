import { z } from "zod";

import { isSpanishTaxId, normalizeTaxId } from "../domain/spanish-tax-id";
import { requiredText, strictObject } from "./common";
import type { RecordState } from "./invoice";

export const VERIFACTU_MESSAGES = {
  certificateFirst: "Sube antes el certificado con el que se firmarán los envíos a la AEAT",
  certificateUnusable: "No se puede abrir el certificado: revisa que sea un archivo .p12/.pfx y su contraseña",
  certificateTooBig: "El certificado no puede superar 100 KB",
  producerNif: "El NIF del productor no es válido",
} as const;

export const updateVerifactuSchema = strictObject({
  sending: z.enum(["off", "verifactu"], { error: "Elige si se envían los registros a la AEAT" }),
  producerName: requiredText("Indica quién responde de esta instalación de Palco (el productor)", 120),
  producerNif: z
    .string({ error: VERIFACTU_MESSAGES.producerNif })
    .transform(normalizeTaxId)
    .refine((value) => isSpanishTaxId(value), VERIFACTU_MESSAGES.producerNif),
  installationNumber: requiredText("Indica el número de instalación", 100),
});
export type UpdateVerifactuInput = z.infer<typeof updateVerifactuSchema>;

export const uploadCertificateSchema = strictObject({
  fileName: requiredText("Falta el nombre del archivo", 200),
  /** The .p12/.pfx file, base64. */
  content: z
    .string({ error: "Falta el archivo del certificado" })
    .min(1, "Falta el archivo del certificado")
    .max(140_000, VERIFACTU_MESSAGES.certificateTooBig),
  password: z.string({ error: "Indica la contraseña del certificado" }).max(200, "No puede superar 200 caracteres"),
});
export type UploadCertificateInput = z.infer<typeof uploadCertificateSchema>;

export type VerifactuStatus = {
  sending: "off" | "verifactu";
  producerName: string | null;
  producerNif: string | null;
  installationNumber: string;
  certificate: { name: string; uploadedAt: string } | null;
  /** Where records go, and whether that is the AEAT's test environment. */
  endpoint: string;
  environment: "production" | "test";
  lastAttemptAt: string | null;
  lastError: string | null;
  nextSendAfter: string | null;
  records: Record<RecordState, number>;
  version: number;
};
