import { z } from "zod";

import { requiredText, strictObject } from "./common";

export const API_TOKEN_SCOPES = ["read", "write"] as const;
export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number];
export const API_TOKEN_SCOPE_LABELS: Record<ApiTokenScope, string> = {
  read: "Solo lectura",
  write: "Lectura y escritura",
};

export const TOKEN_NEEDS_PASSWORD = "Escribe tu contraseña actual para crear el token";

/**
 * Any token is a second key to the agency (a read-only one reads all of it): creating one asks for the password
 * again, so a session left open on another computer cannot mint a key that outlives it.
 */
export const createApiTokenSchema = strictObject({
  name: requiredText("Ponle un nombre al token", 80),
  scope: z.enum(API_TOKEN_SCOPES, { error: "Elige el alcance: solo lectura o lectura y escritura" }),
  currentPassword: z.string({ error: TOKEN_NEEDS_PASSWORD }).min(1, TOKEN_NEEDS_PASSWORD).max(128),
});
export type CreateApiTokenInput = z.infer<typeof createApiTokenSchema>;

export type ApiToken = { id: string; name: string; scope: ApiTokenScope; createdAt: string; lastUsedAt: string | null };
/** Only in the answer that creates it: the secret is never shown again. */
export type CreatedApiToken = ApiToken & { token: string };
