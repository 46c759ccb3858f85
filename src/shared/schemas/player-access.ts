import { z } from "zod";

import { MIN_PASSWORD_LENGTH } from "./auth";
import { strictObject } from "./common";

/** How long a player's invitation link works. */
export const INVITATION_DAYS = 7;

/** Where the link opens; the token travels after `#`, so that it never reaches a server log or a Referer. */
export const ACCESS_PATH = "/app/acceso";

export const acceptInvitationSchema = strictObject({
  token: z.string({ error: "Falta el enlace de acceso" }).trim().min(1, "Falta el enlace de acceso").max(200),
  password: z
    .string({ error: "La contraseña es obligatoria" })
    .min(MIN_PASSWORD_LENGTH, `La contraseña debe tener al menos ${MIN_PASSWORD_LENGTH} caracteres`)
    .max(128, "La contraseña no puede superar 128 caracteres"),
});
export type AcceptInvitationInput = z.infer<typeof acceptInvitationSchema>;

export const ACCESS_LINK_ERRORS = {
  invalid: "Este enlace de acceso no es válido",
  expired: "Este enlace de acceso ha caducado: pide uno nuevo a tu agente",
  used: "Este enlace de acceso ya se ha usado: pide uno nuevo a tu agente",
} as const;

/** A player's access as the agent sees it on the player's page. */
export type PlayerAccess = {
  status: "none" | "invited" | "active";
  /** What the player types to sign in again (their password is theirs alone). */
  username: string | null;
  invitedAt: string | null;
  expiresAt: string | null;
  lastUsedAt: string | null;
};

export type PlayerInvitation = { url: string; expiresAt: string };

export type AcceptedInvitation = { player: { id: string; name: string }; username: string };

/** What a player session may not reach (agency-wide data, another player's records). */
export const PLAYER_FORBIDDEN_MESSAGE = "Esta parte de Palco es solo para el agente";
