import { count } from "drizzle-orm";
import type { Database } from "../db/client";
import { user } from "../db/schema";
import type { Auth } from "./auth";

export async function hasAgentAccount(db: Database): Promise<boolean> {
  const [row] = await db.select({ total: count() }).from(user);
  return (row?.total ?? 0) > 0;
}

/** Creates the agent account from PALCO_ADMIN_* when the database has none yet. */
export async function ensureAdminAccount(
  auth: Auth,
  db: Database,
  admin: { email: string; password: string; name: string } | undefined,
): Promise<"created" | "exists" | "not-configured"> {
  if (!admin) return "not-configured";
  if (await hasAgentAccount(db)) return "exists";
  await auth.api.signUpEmail({ body: { email: admin.email, password: admin.password, name: admin.name } });
  return "created";
}
