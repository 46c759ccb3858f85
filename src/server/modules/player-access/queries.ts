import { createHash, randomBytes, randomUUID } from "node:crypto";
import { and, desc, eq, gt, isNull, like, max, or } from "drizzle-orm";

import { slug } from "../../../shared/domain/slug";
import { INVITATION_DAYS, type PlayerAccess } from "../../../shared/schemas/player-access";
import { account, session, user } from "../../auth/table";
import type { DbExecutor } from "../../db/lib/executor";
import { players } from "../players/table";
import { playerInvitations } from "./table";

const DAY_MS = 24 * 60 * 60 * 1000;
/** Player accounts sign in with a name made from theirs at this domain, which no real mailbox can have. */
const USERNAME_DOMAIN = "jugadores.palco";

export const hashAccessToken = (token: string) => createHash("sha256").update(token).digest("hex");

const iso = (value: Date | null | undefined) => (value ? value.toISOString() : null);

async function playerName(db: DbExecutor, playerId: string): Promise<string | undefined> {
  const [row] = await db.select({ name: players.name }).from(players).where(eq(players.id, playerId));
  return row?.name;
}

/** A new one-time link for the player, replacing their unused ones; undefined when there is no such player. */
export async function createInvitation(db: DbExecutor, playerId: string, now = new Date()) {
  return db.transaction(async (tx) => {
    if ((await playerName(tx, playerId)) === undefined) return undefined;
    await tx
      .delete(playerInvitations)
      .where(and(eq(playerInvitations.playerId, playerId), isNull(playerInvitations.usedAt)));
    const token = randomBytes(32).toString("base64url");
    const expiresAt = new Date(now.getTime() + INVITATION_DAYS * DAY_MS);
    await tx.insert(playerInvitations).values({ playerId, tokenHash: hashAccessToken(token), expiresAt });
    return { token, expiresAt: expiresAt.toISOString() };
  });
}

/** Whether the player can sign in, has a link waiting, or neither; undefined when there is no such player. */
export async function getPlayerAccess(db: DbExecutor, playerId: string, now = new Date()) {
  if ((await playerName(db, playerId)) === undefined) return undefined;
  const [[account], [invitation]] = await Promise.all([
    db
      .select({ email: user.email, lastUsedAt: max(session.updatedAt) })
      .from(user)
      .leftJoin(session, eq(session.userId, user.id))
      .where(eq(user.playerId, playerId))
      .groupBy(user.id),
    db
      .select({ createdAt: playerInvitations.createdAt, expiresAt: playerInvitations.expiresAt })
      .from(playerInvitations)
      .where(
        and(
          eq(playerInvitations.playerId, playerId),
          isNull(playerInvitations.usedAt),
          gt(playerInvitations.expiresAt, now),
        ),
      )
      .orderBy(desc(playerInvitations.createdAt))
      .limit(1),
  ]);
  const access: PlayerAccess = {
    status: account ? "active" : invitation ? "invited" : "none",
    username: account?.email ?? null,
    invitedAt: iso(invitation?.createdAt),
    expiresAt: iso(invitation?.expiresAt),
    lastUsedAt: iso(account?.lastUsedAt),
  };
  return access;
}

/** Ends the player's access: their account (and with it every session) and their unused links. */
export async function revokePlayerAccess(db: DbExecutor, playerId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    if ((await playerName(tx, playerId)) === undefined) return false;
    await tx.delete(playerInvitations).where(eq(playerInvitations.playerId, playerId));
    await tx.delete(user).where(eq(user.playerId, playerId));
    return true;
  });
}

/** "alvaro.martin.ruiz@jugadores.palco", numbered when another player already has it. */
async function freeUsername(db: DbExecutor, name: string): Promise<string> {
  const base = slug(name, ".", 40);
  const taken = await db
    .select({ email: user.email })
    .from(user)
    .where(or(eq(user.email, `${base}@${USERNAME_DOMAIN}`), like(user.email, `${base}.%@${USERNAME_DOMAIN}`)));
  const used = new Set(taken.map((row) => row.email));
  for (let suffix = 1; ; suffix += 1) {
    const candidate = `${suffix === 1 ? base : `${base}.${suffix}`}@${USERNAME_DOMAIN}`;
    if (!used.has(candidate)) return candidate;
  }
}

export type AcceptOutcome =
  | { ok: true; player: { id: string; name: string }; username: string }
  | { ok: false; reason: "invalid" | "expired" | "used" };

/**
 * Uses the link once: creates the player's account (or gives it the new password, ending its sessions) with the
 * password's hash, in one transaction with marking the link used, so that two tabs cannot both use it.
 */
export async function acceptInvitation(
  db: DbExecutor,
  token: string,
  /** Hashed only once the link is known good: a guessed token must not cost the server a password hash. */
  hashPassword: () => Promise<string>,
  now = new Date(),
): Promise<AcceptOutcome> {
  return db.transaction(async (tx) => {
    const [invitation] = await tx
      .select()
      .from(playerInvitations)
      .where(eq(playerInvitations.tokenHash, hashAccessToken(token)))
      .for("update");
    if (!invitation) return { ok: false, reason: "invalid" };
    if (invitation.usedAt) return { ok: false, reason: "used" };
    if (invitation.expiresAt <= now) return { ok: false, reason: "expired" };
    const name = await playerName(tx, invitation.playerId);
    if (name === undefined) return { ok: false, reason: "invalid" };
    const passwordHash = await hashPassword();

    const [existing] = await tx.select().from(user).where(eq(user.playerId, invitation.playerId));
    let username: string;
    if (existing) {
      username = existing.email;
      await tx.delete(session).where(eq(session.userId, existing.id));
      await tx
        .update(account)
        .set({ password: passwordHash, updatedAt: now })
        .where(and(eq(account.userId, existing.id), eq(account.providerId, "credential")));
    } else {
      username = await freeUsername(tx, name);
      const userId = randomUUID();
      await tx.insert(user).values({
        id: userId,
        name,
        email: username,
        emailVerified: true,
        role: "player",
        playerId: invitation.playerId,
      });
      await tx.insert(account).values({
        id: randomUUID(),
        accountId: userId,
        providerId: "credential",
        userId,
        password: passwordHash,
      });
    }
    // This link, and any unused one issued before it, are spent.
    await tx
      .update(playerInvitations)
      .set({ usedAt: now })
      .where(and(eq(playerInvitations.playerId, invitation.playerId), isNull(playerInvitations.usedAt)));
    return { ok: true, player: { id: invitation.playerId, name }, username };
  });
}
