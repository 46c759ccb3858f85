import { createHash, randomBytes } from "node:crypto";
import { and, desc, eq, isNull } from "drizzle-orm";

import type { ApiToken, CreateApiTokenInput, CreatedApiToken } from "../../../shared/schemas/api-token";
import { user } from "../../auth/table";
import { toIso } from "../../db/lib/dates";
import type { DbExecutor } from "../../db/lib/executor";
import { apiTokens } from "./table";

/** Tokens say what they are ("palco_"), so that a leaked one is recognised by secret scanners and people. */
const PREFIX = "palco_";

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

const toApiToken = (row: {
  id: string;
  name: string;
  scope: "read" | "write";
  createdAt: Date;
  lastUsedAt: Date | null;
}): ApiToken => ({
  id: row.id,
  name: row.name,
  scope: row.scope,
  createdAt: toIso(row.createdAt),
  lastUsedAt: row.lastUsedAt ? toIso(row.lastUsedAt) : null,
});

const columns = {
  id: apiTokens.id,
  name: apiTokens.name,
  scope: apiTokens.scope,
  createdAt: apiTokens.createdAt,
  lastUsedAt: apiTokens.lastUsedAt,
};

/** A random 32-byte secret; only its hash is stored. */
export async function createApiToken(
  db: DbExecutor,
  userId: string,
  input: CreateApiTokenInput,
): Promise<CreatedApiToken> {
  const token = `${PREFIX}${randomBytes(32).toString("base64url")}`;
  const [row] = await db
    .insert(apiTokens)
    .values({ userId, name: input.name, scope: input.scope, tokenHash: hashToken(token) })
    .returning(columns);
  if (!row) throw new Error("insert returned no row");
  return { ...toApiToken(row), token };
}

export async function listApiTokens(db: DbExecutor, userId: string): Promise<ApiToken[]> {
  const rows = await db
    .select(columns)
    .from(apiTokens)
    .where(eq(apiTokens.userId, userId))
    .orderBy(desc(apiTokens.createdAt));
  return rows.map(toApiToken);
}

export async function revokeApiToken(db: DbExecutor, userId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(apiTokens)
    .where(and(eq(apiTokens.id, id), eq(apiTokens.userId, userId)))
    .returning({ id: apiTokens.id });
  return deleted.length > 0;
}

/**
 * After a password change or reset: every token stops working. A read-only token reads the whole agency, so
 * whoever learnt the old password must not keep one either.
 */
export async function revokeAllTokens(db: DbExecutor, userId: string): Promise<number> {
  const deleted = await db.delete(apiTokens).where(eq(apiTokens.userId, userId)).returning({ id: apiTokens.id });
  return deleted.length;
}

export type TokenOwner = {
  tokenId: string;
  scope: "read" | "write";
  /** The member who made the token: it acts with their role, never more. */
  user: { id: string; name: string; role: string; twoFactorEnabled: boolean; createdAt: Date };
};

/** The agent and scope behind a bearer token, noting its use; undefined for an unknown or revoked one. */
export async function authenticateToken(db: DbExecutor, token: string): Promise<TokenOwner | undefined> {
  if (!token.startsWith(PREFIX)) return undefined;
  const [row] = await db
    .update(apiTokens)
    .set({ lastUsedAt: new Date() })
    .where(eq(apiTokens.tokenHash, hashToken(token)))
    .returning({ tokenId: apiTokens.id, scope: apiTokens.scope, userId: apiTokens.userId });
  if (!row) return undefined;
  const [owner] = await db
    .select({
      id: user.id,
      name: user.name,
      role: user.role,
      twoFactorEnabled: user.twoFactorEnabled,
      createdAt: user.createdAt,
    })
    .from(user)
    .where(and(eq(user.id, row.userId), isNull(user.deactivatedAt)));
  return owner ? { tokenId: row.tokenId, scope: row.scope, user: owner } : undefined;
}
