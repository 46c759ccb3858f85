import { eq } from "drizzle-orm";

import { ALERT_RESOURCES } from "../../../shared/domain/kind-resources";
import { isMemberRole, roleMay, viewerOf } from "../../../shared/domain/team-roles";
import type { NotificationKind } from "../../../shared/schemas/agent-settings";
import { user } from "../../auth/table";
import type { DbExecutor } from "../../db/lib/executor";
import type { PlayerReach } from "../../db/lib/player-reach";
import { playerReachOf } from "../../modules/team";

/**
 * Which kinds of alert the user's role may be told of, and about which players; a player's own app has alerts of
 * its own. The bell, the daily digest and push all ask this, with or without a request.
 */
export async function whatTheRoleReads(
  db: DbExecutor,
  userId: string,
): Promise<{ reads: (kind: NotificationKind) => boolean; reach: PlayerReach; medical: boolean }> {
  const [row] = await db.select({ role: user.role }).from(user).where(eq(user.id, userId));
  const role = row?.role;
  if (!isMemberRole(role)) return { reads: () => false, reach: [], medical: false };
  const viewer = viewerOf({ id: userId, role });
  return {
    reads: (kind) => roleMay(role, ALERT_RESOURCES[kind], "read"),
    reach: await playerReachOf(db, viewer),
    medical: !(viewer?.hidden.includes("medical") ?? true),
  };
}
