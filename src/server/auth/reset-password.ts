import { and, eq, sql } from "drizzle-orm";

import { MIN_PASSWORD_LENGTH } from "../../shared/schemas/auth";
import type { DbExecutor } from "../db/lib/executor";
import { hashPassword } from "./password-hashing";
import { account, session, user } from "./table";

export type PasswordReset = { ok: true; name: string; sessionsEnded: number } | { ok: false; problem: string };

/** What a new password must be, said as the settings form says it. */
export function newPasswordProblem(password: string): string | null {
  if (password.length < MIN_PASSWORD_LENGTH)
    return `La nueva contraseña debe tener al menos ${MIN_PASSWORD_LENGTH} caracteres`;
  if (password.length > 128) return "La contraseña no puede superar 128 caracteres";
  return null;
}

/**
 * The way back in after a forgotten password, from the server (npm run reset-password): the account's password
 * becomes `password` (hashed like any other) and every session of the account ends, on every Palco process (the
 * sessions' deletion is announced to them, migration 0025). Nothing else of the account changes.
 */
export async function resetPassword(db: DbExecutor, email: string, password: string): Promise<PasswordReset> {
  const problem = newPasswordProblem(password);
  if (problem) return { ok: false, problem };
  const [found] = await db
    .select({ id: user.id, name: user.name })
    .from(user)
    .where(eq(sql`lower(${user.email})`, email.trim().toLowerCase()));
  if (!found) return { ok: false, problem: `No hay ninguna cuenta con el email ${email.trim()}` };
  const updated = await db
    .update(account)
    .set({ password: await hashPassword(password), updatedAt: new Date() })
    .where(and(eq(account.userId, found.id), eq(account.providerId, "credential")))
    .returning({ id: account.id });
  if (updated.length === 0) return { ok: false, problem: "Esa cuenta no inicia sesión con contraseña" };
  const ended = await db.delete(session).where(eq(session.userId, found.id)).returning({ id: session.id });
  return { ok: true, name: found.name, sessionsEnded: ended.length };
}
