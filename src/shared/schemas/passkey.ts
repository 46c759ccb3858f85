import { z } from "zod";

import { strictObject } from "./common";

/** How long the browser has to answer a passkey's challenge. */
export const PASSKEY_CHALLENGE_MINUTES = 5;

export const PASSKEY_MESSAGES = {
  nameRequired: "Pon un nombre a la llave de acceso",
  nameTooLong: "El nombre no puede superar 60 caracteres",
  failed: "La llave de acceso no se pudo comprobar. Vuelve a intentarlo.",
  expired: "La solicitud caducó. Vuelve a intentarlo.",
  unknown: "Esta llave de acceso no está registrada en Palco.",
  notFound: "Llave de acceso no encontrada",
  cancelled: "Se canceló el uso de la llave de acceso.",
  unsupported: "Este navegador no admite llaves de acceso.",
  wrongOrigin: "La llave de acceso se pidió desde otra dirección.",
} as const;

/** A passkey as its owner sees it in Configuración: never its key. */
export type Passkey = { id: string; name: string; createdAt: string; lastUsedAt: string | null };

/** What the browser's WebAuthn answer carries; the server's verification checks every part of it. */
const webAuthnResponse = z.looseObject({
  id: z.string().min(1),
  rawId: z.string().min(1),
  type: z.literal("public-key"),
});

export const registerPasskeySchema = strictObject({
  name: z.string().trim().min(1, PASSKEY_MESSAGES.nameRequired).max(60, PASSKEY_MESSAGES.nameTooLong),
  response: webAuthnResponse,
});
export type RegisterPasskeyInput = z.infer<typeof registerPasskeySchema>;

export const passkeySignInSchema = z.object({ challengeId: z.uuid(), response: webAuthnResponse });
