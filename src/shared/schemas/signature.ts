import { z } from "zod";

import {
  SIGNATURE_RECORD_TYPES,
  SIGNATURE_TEMPLATES,
  type SignatureRecordType,
  type SignatureStatus,
  type SignatureTemplate,
  type SignerRole,
} from "../domain/signatures";
import { entityId, requiredText, strictObject } from "./common";

export const SIGNATURE_MESSAGES = {
  notFound: "Solicitud de firma no encontrada",
  recordNotFound: "No existe el registro que se quiere firmar",
  wrongRecord: "Esa plantilla no se rellena con ese tipo de registro",
  noAgent: "El mandato no tiene agente: indica quién firma por la agencia",
  noGuardian: "El jugador era menor al empezar el mandato: indica el tutor legal en el mandato antes de firmarlo",
  guardianEmail: "Escribe el email del tutor legal para enviarle su enlace",
  notDraft: "Esta solicitud ya se envió: no se puede volver a enviar",
  notOpen: "Esta solicitud ya no admite firmas",
  expired: "Esta solicitud caducó sin todas las firmas: no cambia nada",
  refused: "Esta solicitud se rechazó: no cambia nada",
  notYourTurn: (name: string) => `Aún no te toca firmar: falta la firma de ${name}`,
  notSigner: "No eres firmante de este documento",
  code: "Escribe el código de 6 cifras que te enviamos",
  codeWrong: "El código no es correcto",
  codeExpired: "El código caducó o no se pidió: pide otro",
  codeExhausted: "Demasiados intentos: pide un código nuevo",
  noChannel:
    "No hay forma de enviarte el código: la agencia debe configurar el correo (PALCO_SMTP_URL) o activar las notificaciones en tu móvil",
  typedName: "Escribe tu nombre completo tal como firmas",
  typedNameMismatch: (name: string) => `Escribe tu nombre completo: ${name}`,
  drawing: "Dibuja tu firma o acepta la firma con tu nombre",
  drawingTooLarge: "La firma dibujada es demasiado grande",
  seen: "Falta la huella del documento que has leído",
  seenChanged: "El documento cambió desde que lo abriste: vuelve a leerlo",
  readAll: "Confirma que has leído el documento completo",
  reason: "Explica por qué no firmas",
  deleteSigned: "Un documento enviado a firmar no se elimina: queda como registro",
  hash: "Escribe una huella SHA-256 (64 caracteres hexadecimales)",
  unknownHash: "Palco no emitió ningún documento con esa huella",
} as const;

export const createSignatureSchema = strictObject({
  template: z.enum(SIGNATURE_TEMPLATES, { error: "Plantilla no válida" }),
  recordType: z.enum(SIGNATURE_RECORD_TYPES, { error: "Tipo de registro no válido" }),
  recordId: entityId(SIGNATURE_MESSAGES.recordNotFound),
  /** Where the guardian's one-time link goes, when the player is a minor. */
  guardianEmail: z.email({ error: SIGNATURE_MESSAGES.guardianEmail }).optional(),
});
export type CreateSignatureInput = z.infer<typeof createSignatureSchema>;

/** A signature image drawn on the screen, as a PNG data URL, at most this long. */
export const MAX_DRAWING_LENGTH = 300_000;

export const signSchema = strictObject({
  code: z.string({ error: SIGNATURE_MESSAGES.code }).regex(/^\d{6}$/, SIGNATURE_MESSAGES.code),
  typedName: requiredText(SIGNATURE_MESSAGES.typedName, 200),
  /** A drawn signature (PNG data URL), or null to sign with the typed name. */
  drawing: z
    .string()
    .max(MAX_DRAWING_LENGTH, SIGNATURE_MESSAGES.drawingTooLarge)
    .regex(/^data:image\/png;base64,[A-Za-z0-9+/=]+$/, SIGNATURE_MESSAGES.drawing)
    .nullable(),
  seenSha256: z.string({ error: SIGNATURE_MESSAGES.seen }).regex(/^[0-9a-f]{64}$/, SIGNATURE_MESSAGES.seen),
  readAll: z.literal(true, { error: SIGNATURE_MESSAGES.readAll }),
});
export type SignInput = z.infer<typeof signSchema>;

export const refuseSchema = strictObject({ reason: requiredText(SIGNATURE_MESSAGES.reason, 500) });

export type SignatureSigner = {
  id: string;
  position: number;
  role: SignerRole;
  name: string;
  /** Shown to the agency only; a signer reading the request sees only their own. */
  email: string | null;
  /** Signs in the player's app or the console (a user), or from a one-time link. */
  signsIn: "app" | "link";
  signedAt: string | null;
  refusedAt: string | null;
  refusedReason: string | null;
};

export type SignatureRequest = {
  id: string;
  template: SignatureTemplate;
  title: string;
  recordType: SignatureRecordType;
  recordId: string;
  playerId: string | null;
  playerName: string;
  status: SignatureStatus;
  /** Why it is refused or expired, in words. */
  statusReason: string | null;
  originalSha256: string;
  finalSha256: string | null;
  /** Whether the final PDF carries the agency's certificate seal (PAdES). */
  sealed: boolean;
  signers: SignatureSigner[];
  /** The signer whose turn it is, if any. */
  inTurn: string | null;
  sentAt: string | null;
  expiresAt: string | null;
  completedAt: string | null;
  createdAt: string;
  /** While it is out, each link signer's link (by signer id), for the agency to hand over: the agency's reads only. */
  links?: Record<string, string>;
};

/** What the public verify page learns about a PDF's hash. */
export type SignatureVerification = {
  sha256: string;
  /** The final signed file, or the original sent out to sign. */
  kind: "final" | "original";
  title: string;
  status: SignatureStatus;
  issuedAt: string;
  completedAt: string | null;
  sealed: boolean;
  signers: { role: SignerRole; name: string; signedAt: string | null }[];
};

export const verifyHashSchema = z.string().regex(/^[0-9a-fA-F]{64}$/, SIGNATURE_MESSAGES.hash);
