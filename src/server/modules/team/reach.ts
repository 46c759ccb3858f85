import { eq } from "drizzle-orm";

import type { Viewer } from "../../../shared/domain/team-roles";
import type { DbExecutor } from "../../db/lib/executor";
import type { PlayerReach } from "../../db/lib/player-reach";
import { playerAssignments } from "./assignments-table";

/** Which players the member reaches: all of them, or those they are responsible for or collaborate on. */
export async function playerReachOf(db: DbExecutor, viewer: Viewer | undefined): Promise<PlayerReach> {
  if (!viewer || viewer.scope === "all") return null;
  const rows = await db
    .select({ playerId: playerAssignments.playerId })
    .from(playerAssignments)
    .where(eq(playerAssignments.userId, viewer.userId));
  return rows.map((row) => row.playerId);
}

/** A member whose scope is "assigned" keeps reaching the player they add: they become its responsible. */
export async function keepCreatedPlayer(db: DbExecutor, viewer: Viewer | undefined, playerId: string) {
  if (!viewer || viewer.scope === "all") return;
  await db
    .insert(playerAssignments)
    .values({ playerId, userId: viewer.userId, kind: "responsible" })
    .onConflictDoNothing();
}
