import { and, eq } from "drizzle-orm";

import { TOO_MANY_PASSWORD_ATTEMPTS } from "../../shared/schemas/agent-settings";
import type { Database } from "../db/client";
import { takeAttempt } from "../db/lib/attempt-limits";
import { HttpError } from "../http/errors";
import { passwordVerifier } from "./password-hashing";
import { account } from "./table";

/** Password checks per agent and minute, as many as sign-in allows per address. */
const PASSWORD_ATTEMPTS_PER_MINUTE = 10;

/** Counts a password check for the agent; past the limit the request is refused (429) before any check is made. */
export async function limitPasswordAttempts(db: Database, userId: string): Promise<void> {
  const decision = await takeAttempt(db, `palco:password:${userId}`, PASSWORD_ATTEMPTS_PER_MINUTE);
  if (!decision.allowed) {
    throw new HttpError(429, "rate_limited", TOO_MANY_PASSWORD_ATTEMPTS, undefined, {
      "Retry-After": String(decision.retryAfterSeconds),
    });
  }
}

/** Whether `password` is the agent's current one (the same hash check as sign-in), counted against the limit. */
export async function isCurrentPassword(db: Database, userId: string, password: string): Promise<boolean> {
  await limitPasswordAttempts(db, userId);
  const [credential] = await db
    .select({ hash: account.password })
    .from(account)
    .where(and(eq(account.userId, userId), eq(account.providerId, "credential")));
  if (!credential?.hash) return false;
  return passwordVerifier(db)({ hash: credential.hash, password });
}
