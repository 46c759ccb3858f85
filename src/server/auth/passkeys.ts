import { and, asc, eq, gt, lt, sql } from "drizzle-orm";

import { PASSKEY_CHALLENGE_MINUTES, type Passkey } from "../../shared/schemas/passkey";
import type { DbExecutor } from "../db/lib/executor";
import { passkeyChallenges, passkeys } from "./passkey-table";

type Purpose = (typeof passkeyChallenges.$inferSelect)["purpose"];

/** Keeps a challenge for a few minutes; the expired ones of anybody are cleared on the way. */
export async function storeChallenge(
  db: DbExecutor,
  challenge: { userId: string | null; purpose: Purpose; challenge: string },
): Promise<string> {
  await db.delete(passkeyChallenges).where(lt(passkeyChallenges.expiresAt, sql`now()`));
  const [row] = await db
    .insert(passkeyChallenges)
    .values({ ...challenge, expiresAt: sql`now() + make_interval(mins => ${PASSKEY_CHALLENGE_MINUTES})` })
    .returning({ id: passkeyChallenges.id });
  if (!row) throw new Error("passkey challenge not stored");
  return row.id;
}

/** Spends a live challenge: by its id (a sign-in), or the person's latest (a registration). Undefined once used. */
export async function takeChallenge(
  db: DbExecutor,
  which: { id: string; purpose: "sign-in" } | { userId: string; purpose: "register" },
): Promise<string | undefined> {
  const match = "id" in which ? eq(passkeyChallenges.id, which.id) : eq(passkeyChallenges.userId, which.userId);
  const [latest] = await db
    .select({ id: passkeyChallenges.id })
    .from(passkeyChallenges)
    .where(and(match, eq(passkeyChallenges.purpose, which.purpose), gt(passkeyChallenges.expiresAt, sql`now()`)))
    .orderBy(sql`${passkeyChallenges.expiresAt} desc`)
    .limit(1);
  if (!latest) return undefined;
  const [spent] = await db
    .delete(passkeyChallenges)
    .where(eq(passkeyChallenges.id, latest.id))
    .returning({ challenge: passkeyChallenges.challenge });
  return spent?.challenge;
}

const toPasskey = (row: typeof passkeys.$inferSelect): Passkey => ({
  id: row.id,
  name: row.name,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});

export async function listPasskeys(db: DbExecutor, userId: string): Promise<Passkey[]> {
  const rows = await db.select().from(passkeys).where(eq(passkeys.userId, userId)).orderBy(asc(passkeys.createdAt));
  return rows.map(toPasskey);
}

/** The credentials the person already has: the browser is told not to register the same authenticator twice. */
export async function credentialsOf(db: DbExecutor, userId: string) {
  return db
    .select({ id: passkeys.credentialId, transports: passkeys.transports })
    .from(passkeys)
    .where(eq(passkeys.userId, userId));
}

export async function addPasskey(
  db: DbExecutor,
  values: Pick<
    typeof passkeys.$inferInsert,
    "userId" | "name" | "credentialId" | "publicKey" | "counter" | "transports"
  >,
): Promise<Passkey> {
  const [row] = await db.insert(passkeys).values(values).returning();
  if (!row) throw new Error("passkey not stored");
  return toPasskey(row);
}

export async function removePasskey(db: DbExecutor, userId: string, id: string): Promise<boolean> {
  const removed = await db
    .delete(passkeys)
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
    .returning({ id: passkeys.id });
  return removed.length > 0;
}

export async function passkeyByCredential(db: DbExecutor, credentialId: string) {
  const [row] = await db.select().from(passkeys).where(eq(passkeys.credentialId, credentialId));
  return row;
}

/**
 * Records a sign-in with the passkey and its new counter, only if the counter is still the one that was checked: a
 * cloned authenticator answering twice at once cannot both pass.
 */
export async function recordPasskeyUse(db: DbExecutor, id: string, checkedCounter: number, newCounter: number) {
  const updated = await db
    .update(passkeys)
    .set({ counter: newCounter, lastUsedAt: sql`now()` })
    .where(and(eq(passkeys.id, id), eq(passkeys.counter, checkedCounter)))
    .returning({ id: passkeys.id });
  return updated.length > 0;
}

/**
 * Who the browser must be talking to: the origin it sent, when that is the address Palco was reached at or its
 * public address, and the relying party's id, that origin's host name.
 */
export function relyingPartyOf(request: Request, publicUrl: string | undefined) {
  const reached = new URL(request.url);
  let origin: URL;
  try {
    origin = new URL(request.headers.get("origin") ?? reached.origin);
  } catch {
    return undefined;
  }
  const known = [reached.origin, ...(publicUrl ? [new URL(publicUrl).origin] : [])];
  // Behind a proxy that ends TLS, the request arrives over http for the same host the browser sees over https.
  if (!known.includes(origin.origin) && origin.host !== reached.host) return undefined;
  return { origin: origin.origin, rpID: origin.hostname };
}
