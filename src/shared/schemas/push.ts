import { z } from "zod";

import { strictObject } from "./common";

const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;
const key = (name: string, min: number, max: number) =>
  z
    .string({ error: `Falta la clave ${name} de la suscripción` })
    .min(min, `La clave ${name} de la suscripción no es válida`)
    .max(max, `La clave ${name} de la suscripción no es válida`)
    .regex(BASE64URL, `La clave ${name} de la suscripción no es válida`);

/** What a browser's `PushSubscription.toJSON()` gives, plus the name the agent will know the device by. */
export const pushSubscriptionSchema = strictObject({
  endpoint: z
    .string({ error: "Falta la dirección del servicio de notificaciones" })
    .max(2000, "La dirección del servicio de notificaciones es demasiado larga")
    .pipe(z.url({ error: "La dirección del servicio de notificaciones no es válida" })),
  // The browser's ECDH P-256 public key (65 bytes) and its 16-byte authentication secret, base64url.
  keys: strictObject({ p256dh: key("p256dh", 80, 100), auth: key("auth", 16, 32) }),
  expirationTime: z.number().nullable().optional(),
  label: z.string({ error: "El nombre del dispositivo debe ser un texto" }).trim().max(80).optional(),
});
export type PushSubscriptionInput = z.input<typeof pushSubscriptionSchema>;

/** A device as Configuración lists it to its own user: never its keys. */
export type PushDevice = {
  id: string;
  label: string;
  /** Its push service address: the browser compares it with its own to say "este dispositivo". */
  endpoint: string;
  createdAt: string;
  lastSentAt: string | null;
  lastError: string | null;
  lastErrorAt: string | null;
};

export type PushStatus = { publicKey: string; devices: PushDevice[] };

/** What the push service receives, encrypted, and the service worker shows on the lock screen. */
export type PushMessage = { title: string; body: string; url: string; tag: string };

export type PushTestResult = { sent: number; removed: number; failed: number };

export const PUSH_SERVICE_REFUSED = "Palco no envía notificaciones a ese servicio";
