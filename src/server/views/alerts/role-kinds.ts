import { eq } from "drizzle-orm";

import { ALERT_RESOURCES } from "../../../shared/domain/kind-resources";
import { isMemberRole, roleMay } from "../../../shared/domain/team-roles";
import type { NotificationKind } from "../../../shared/schemas/agent-settings";
import { user } from "../../auth/table";
import type { DbExecutor } from "../../db/lib/executor";

/** Which kinds of alert the user's role may be told of; a player's own app has alerts of its own. */
export async function kindsTheRoleReads(db: DbExecutor, userId: string): Promise<(kind: NotificationKind) => boolean> {
  const [row] = await db.select({ role: user.role }).from(user).where(eq(user.id, userId));
  const role = row?.role;
  if (!isMemberRole(role)) return () => false;
  return (kind) => roleMay(role, ALERT_RESOURCES[kind], "read");
}
