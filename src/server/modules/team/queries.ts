import { createHash, randomBytes, randomUUID } from "node:crypto";
import { and, asc, desc, eq, gt, isNull, max, ne, sql } from "drizzle-orm";

import type { MemberRole } from "../../../shared/domain/team-roles";
import {
  TEAM_INVITATION_DAYS,
  type Member,
  type PendingMemberInvitation,
  type Team,
  type UpdateMemberInput,
} from "../../../shared/schemas/team";
import { account, session, user } from "../../auth/table";
import type { DbExecutor } from "../../db/lib/executor";
import { apiTokens } from "../api-tokens/table";
import { tasks } from "../tasks/table";
import { playerAssignments } from "./assignments-table";
import { teamInvitations } from "./table";

const DAY_MS = 24 * 60 * 60 * 1000;

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

const memberColumns = {
  id: user.id,
  name: user.name,
  email: user.email,
  role: user.role,
  isOwner: user.isOwner,
  deactivatedAt: user.deactivatedAt,
  licenceNumber: user.licenceNumber,
  licenceExpiry: user.licenceExpiry,
  twoFactorEnabled: user.twoFactorEnabled,
  createdAt: user.createdAt,
};

type MemberRow = {
  id: string;
  name: string;
  email: string;
  role: string;
  isOwner: boolean;
  deactivatedAt: Date | null;
  licenceNumber: string | null;
  licenceExpiry: string | null;
  twoFactorEnabled: boolean;
  createdAt: Date;
  lastSeenAt?: Date | string | null;
};

const toMember = (row: MemberRow): Member => ({
  id: row.id,
  name: row.name,
  email: row.email,
  role: row.role as MemberRole,
  isOwner: row.isOwner,
  active: !row.deactivatedAt,
  licenceNumber: row.licenceNumber,
  licenceExpiry: row.licenceExpiry,
  twoFactorEnabled: row.twoFactorEnabled,
  lastSeenAt: row.lastSeenAt ? new Date(row.lastSeenAt).toISOString() : null,
  createdAt: row.createdAt.toISOString(),
});

const isMember = ne(user.role, "player");

/** Everyone at the agency, owner first then by name, and the invitations still waiting to be used. */
export async function listTeam(db: DbExecutor, now = new Date()): Promise<Team> {
  const [members, invitations] = await Promise.all([
    db
      .select({ ...memberColumns, lastSeenAt: max(session.updatedAt) })
      .from(user)
      .leftJoin(session, eq(session.userId, user.id))
      .where(isMember)
      .groupBy(user.id)
      .orderBy(desc(user.isOwner), asc(user.name)),
    db
      .select({
        id: teamInvitations.id,
        email: teamInvitations.email,
        role: teamInvitations.role,
        expiresAt: teamInvitations.expiresAt,
        createdAt: teamInvitations.createdAt,
      })
      .from(teamInvitations)
      .where(and(isNull(teamInvitations.usedAt), gt(teamInvitations.expiresAt, now)))
      .orderBy(desc(teamInvitations.createdAt)),
  ]);
  return {
    members: members.map(toMember),
    invitations: invitations.map(
      (row): PendingMemberInvitation => ({
        ...row,
        expiresAt: row.expiresAt.toISOString(),
        createdAt: row.createdAt.toISOString(),
      }),
    ),
  };
}

export async function getMember(db: DbExecutor, userId: string): Promise<Member | undefined> {
  const [row] = await db
    .select(memberColumns)
    .from(user)
    .where(and(eq(user.id, userId), isMember));
  return row && toMember(row);
}

const emailTaken = async (db: DbExecutor, email: string) =>
  (
    await db
      .select({ id: user.id })
      .from(user)
      .where(eq(sql`lower(${user.email})`, email.toLowerCase()))
  ).length > 0;

export type InvitationOutcome = { ok: true; token: string; expiresAt: string } | { ok: false; reason: "emailTaken" };

/** A one-time link for the address with the role, replacing its unused ones. */
export async function createTeamInvitation(
  db: DbExecutor,
  input: { email: string; role: MemberRole; invitedBy: string },
  now = new Date(),
): Promise<InvitationOutcome> {
  return db.transaction(async (tx) => {
    if (await emailTaken(tx, input.email)) return { ok: false, reason: "emailTaken" };
    await tx.delete(teamInvitations).where(and(eq(teamInvitations.email, input.email), isNull(teamInvitations.usedAt)));
    const token = randomBytes(32).toString("base64url");
    const expiresAt = new Date(now.getTime() + TEAM_INVITATION_DAYS * DAY_MS);
    await tx.insert(teamInvitations).values({ ...input, tokenHash: hashToken(token), expiresAt });
    return { ok: true, token, expiresAt: expiresAt.toISOString() };
  });
}

export async function withdrawTeamInvitation(db: DbExecutor, id: string): Promise<boolean> {
  const deleted = await db
    .delete(teamInvitations)
    .where(and(eq(teamInvitations.id, id), isNull(teamInvitations.usedAt)))
    .returning({ id: teamInvitations.id });
  return deleted.length > 0;
}

export type JoinOutcome =
  | { ok: true; member: { id: string; name: string; role: MemberRole }; email: string }
  | { ok: false; reason: "invalid" | "expired" | "used" | "emailTaken" };

/**
 * Uses the link once: creates the member's account with the role it was given and the password's hash, in one
 * transaction with marking the link used, so that two tabs cannot both use it.
 */
export async function joinTeam(
  db: DbExecutor,
  input: { token: string; name: string },
  /** Hashed only once the link is known good: a guessed token must not cost the server a password hash. */
  hashPassword: () => Promise<string>,
  now = new Date(),
): Promise<JoinOutcome> {
  return db.transaction(async (tx) => {
    const [invitation] = await tx
      .select()
      .from(teamInvitations)
      .where(eq(teamInvitations.tokenHash, hashToken(input.token)))
      .for("update");
    if (!invitation) return { ok: false, reason: "invalid" };
    if (invitation.usedAt) return { ok: false, reason: "used" };
    if (invitation.expiresAt <= now) return { ok: false, reason: "expired" };
    if (await emailTaken(tx, invitation.email)) return { ok: false, reason: "emailTaken" };
    const passwordHash = await hashPassword();
    const userId = randomUUID();
    await tx.insert(user).values({
      id: userId,
      name: input.name,
      email: invitation.email,
      emailVerified: true,
      role: invitation.role,
    });
    await tx
      .insert(account)
      .values({ id: randomUUID(), accountId: userId, providerId: "credential", userId, password: passwordHash });
    await tx.update(teamInvitations).set({ usedAt: now }).where(eq(teamInvitations.id, invitation.id));
    return { ok: true, member: { id: userId, name: input.name, role: invitation.role }, email: invitation.email };
  });
}

/**
 * The role of the live invitation for this address (the newest), for a person who signs in with the agency's
 * identity provider instead of the link: the email is what proves it is them.
 */
export async function invitedRoleOf(db: DbExecutor, email: string, now = new Date()): Promise<MemberRole | null> {
  const [invitation] = await db
    .select({ role: teamInvitations.role })
    .from(teamInvitations)
    .where(
      and(
        eq(teamInvitations.email, email.toLowerCase()),
        isNull(teamInvitations.usedAt),
        gt(teamInvitations.expiresAt, now),
      ),
    )
    .orderBy(desc(teamInvitations.createdAt))
    .limit(1);
  return invitation?.role ?? null;
}

/** The address's invitations are spent once the person joined by any way. */
export async function spendInvitationsOf(db: DbExecutor, email: string, now = new Date()): Promise<void> {
  await db
    .update(teamInvitations)
    .set({ usedAt: now })
    .where(and(eq(teamInvitations.email, email.toLowerCase()), isNull(teamInvitations.usedAt)));
}

/** Every process forgets the sessions it checked, so that a new role or a deactivation applies on the next request. */
const forgetCheckedSessions = (db: DbExecutor) => db.execute(sql`select pg_notify('palco_sessions', 'member')`);

async function lockedMember(tx: DbExecutor, userId: string) {
  const [row] = await tx
    .select(memberColumns)
    .from(user)
    .where(and(eq(user.id, userId), isMember))
    .for("update");
  return row;
}

export type MemberChange = { ok: true; member: Member } | { ok: false; reason: "notFound" | "ownerFixed" };

export async function updateMember(db: DbExecutor, userId: string, input: UpdateMemberInput): Promise<MemberChange> {
  return db.transaction(async (tx) => {
    const current = await lockedMember(tx, userId);
    if (!current) return { ok: false, reason: "notFound" };
    if (current.isOwner && input.role !== undefined && input.role !== "direccion")
      return { ok: false, reason: "ownerFixed" };
    const [updated] = await tx
      .update(user)
      .set({
        ...(input.role === undefined ? {} : { role: input.role }),
        ...(input.active ? { deactivatedAt: null } : {}),
        ...(input.licenceNumber === undefined ? {} : { licenceNumber: input.licenceNumber }),
        ...(input.licenceExpiry === undefined ? {} : { licenceExpiry: input.licenceExpiry }),
        updatedAt: new Date(),
      })
      .where(eq(user.id, userId))
      .returning(memberColumns);
    if (input.role !== undefined && input.role !== current.role) await forgetCheckedSessions(tx);
    return { ok: true, member: toMember(updated ?? current) };
  });
}

export type Deactivation =
  | { ok: true; member: Member; handedOver: number }
  | { ok: false; reason: "notFound" | "ownerFixed" | "notYourself" | "handToInactive" };

/**
 * Ends a member's access at once (their sessions and tokens; other processes hear the sessions go) and, when asked,
 * hands the players they look after to another member. Their name stays on everything they did.
 */
export async function deactivateMember(
  db: DbExecutor,
  userId: string,
  by: string,
  handTo: string | undefined,
  now = new Date(),
): Promise<Deactivation> {
  return db.transaction(async (tx) => {
    if (userId === by) return { ok: false, reason: "notYourself" };
    const current = await lockedMember(tx, userId);
    if (!current) return { ok: false, reason: "notFound" };
    if (current.isOwner) return { ok: false, reason: "ownerFixed" };
    let handedOver = 0;
    if (handTo !== undefined) {
      const [heir] = await tx
        .select({ id: user.id })
        .from(user)
        .where(and(eq(user.id, handTo), isMember, isNull(user.deactivatedAt), ne(user.id, userId)));
      if (!heir) return { ok: false, reason: "handToInactive" };
      handedOver = await handOverPlayers(tx, userId, heir.id);
    }
    const [updated] = await tx
      .update(user)
      .set({ deactivatedAt: current.deactivatedAt ?? now, updatedAt: now })
      .where(eq(user.id, userId))
      .returning(memberColumns);
    await tx.delete(session).where(eq(session.userId, userId));
    await tx.delete(apiTokens).where(eq(apiTokens.userId, userId));
    await forgetCheckedSessions(tx);
    return { ok: true, member: toMember(updated ?? current), handedOver };
  });
}

/** The leaving member's players become the heir's, in the same place (responsible or collaborator), and so do their open tasks. */
async function handOverPlayers(tx: DbExecutor, from: string, to: string): Promise<number> {
  const leaving = await tx
    .delete(playerAssignments)
    .where(eq(playerAssignments.userId, from))
    .returning({ playerId: playerAssignments.playerId, kind: playerAssignments.kind });
  for (const { playerId, kind } of leaving) {
    await tx
      .insert(playerAssignments)
      .values({ playerId, userId: to, kind })
      .onConflictDoUpdate({
        target: [playerAssignments.playerId, playerAssignments.userId],
        set: kind === "responsible" ? { kind } : { kind: sql`${playerAssignments.kind}` },
      });
  }
  // Their open tasks go with the players.
  await tx
    .update(tasks)
    .set({ assigneeId: to })
    .where(and(eq(tasks.assigneeId, from), isNull(tasks.doneAt)));
  return leaving.length;
}
