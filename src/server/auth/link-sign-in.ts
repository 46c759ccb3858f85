import type { Context } from "hono";

import type { Database } from "../db/client";
import { takeAttempt } from "../db/lib/attempt-limits";
import type { AppEnv } from "../http/app-env";
import { HttpError } from "../http/errors";
import type { Auth } from "./auth";
import { requestIp } from "./routes";

const LINK_ATTEMPTS_PER_MINUTE = 10;
const TOO_MANY_LINK_ATTEMPTS = "Demasiados intentos con este enlace. Espera un minuto y vuelve a intentarlo.";

/**
 * One more use of a one-time link from this client address, limited as sign-in is: a link is a secret that must not
 * be guessed at speed. `kind` keeps the player's links and the members' apart.
 */
export async function limitLinkAttempts(c: Context<AppEnv>, db: Database, kind: string, trustProxyHops: number) {
  const ip = requestIp(c, trustProxyHops) ?? "desconocida";
  const attempt = await takeAttempt(db, `palco:${kind}:${ip}`, LINK_ATTEMPTS_PER_MINUTE);
  if (!attempt.allowed) {
    c.header("Retry-After", String(attempt.retryAfterSeconds));
    throw new HttpError(429, "too_many_attempts", TOO_MANY_LINK_ATTEMPTS);
  }
}

/** The answer to a used link: the body, with the session cookie of the account it just set a password for. */
export async function answerSignedIn(
  c: Context<AppEnv>,
  auth: Auth,
  credentials: { email: string; password: string },
  body: object,
) {
  const signedIn = await auth.api.signInEmail({ body: credentials, headers: c.req.raw.headers, asResponse: true });
  if (!signedIn.ok) throw new Error(`La cuenta del enlace no pudo iniciar sesión: ${signedIn.status}`);
  const answer = c.json(body);
  for (const cookie of signedIn.headers.getSetCookie()) answer.headers.append("Set-Cookie", cookie);
  return answer;
}
