import { eq } from "drizzle-orm";

import { isMemberRole, roleMay, type TeamResource } from "../../../shared/domain/team-roles";
import type { NotificationKind } from "../../../shared/schemas/agent-settings";
import { user } from "../../auth/table";
import type { DbExecutor } from "../../db/lib/executor";

/** The resource each kind of alert is about: a member is told only of what their role reads. */
const KIND_RESOURCES: Record<NotificationKind, TeamResource> = {
  crisis: "news",
  approvals: "approvals",
  events: "events",
  tasks: "tasks",
  money: "commissions",
  market: "operations",
  contracts: "players",
  opportunities: "deals",
};

/** Which kinds of alert the user's role may be told of; a player's own app has alerts of its own. */
export async function kindsTheRoleReads(db: DbExecutor, userId: string): Promise<(kind: NotificationKind) => boolean> {
  const [row] = await db.select({ role: user.role }).from(user).where(eq(user.id, userId));
  const role = row?.role;
  if (!isMemberRole(role)) return () => false;
  return (kind) => roleMay(role, KIND_RESOURCES[kind], "read");
}
