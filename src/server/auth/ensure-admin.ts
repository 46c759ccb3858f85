import { count, eq } from "drizzle-orm";

import { ADVISORY_LOCKS, withAdvisoryLock } from "../db/advisory-locks";
import type { Database, DatabaseHandle } from "../db/client";
import type { Auth } from "./auth";
import { user } from "./table";

/** Whether the agency's owner exists: the first account, made at setup, of which there is only ever one. */
export async function hasOwnerAccount(db: Database): Promise<boolean> {
  const [row] = await db.select({ total: count() }).from(user).where(eq(user.isOwner, true));
  return (row?.total ?? 0) > 0;
}

export async function isDeactivated(db: Database, userId: string): Promise<boolean> {
  const [row] = await db.select({ deactivatedAt: user.deactivatedAt }).from(user).where(eq(user.id, userId));
  return !!row?.deactivatedAt;
}

/**
 * Creates the owner's account from PALCO_ADMIN_* when the database has none yet. Processes starting together take
 * turns: the first creates it, the others then find it.
 */
export async function ensureAdminAccount(
  auth: Auth,
  { db, pool }: Pick<DatabaseHandle, "db" | "pool">,
  admin: { email: string; password: string; name: string } | undefined,
): Promise<"created" | "exists" | "not-configured"> {
  if (!admin) return "not-configured";
  if (await hasOwnerAccount(db)) return "exists";
  return withAdvisoryLock(pool, ADVISORY_LOCKS.adminAccount, async () => {
    if (await hasOwnerAccount(db)) return "exists";
    await auth.api.signUpEmail({ body: { email: admin.email, password: admin.password, name: admin.name } });
    return "created";
  });
}
