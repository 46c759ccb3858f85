import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";

import type { PushMessage } from "../../shared/schemas/push";
import { user } from "../auth/table";
import type { Database } from "../db/client";
import { approvals } from "../modules/approvals/table";
import { pushToDevices } from "../push/deliver";
import type { Pusher } from "../push/pusher";

/** More questions at once than this become one notification. */
const SEPARATE_NOTIFICATIONS = 3;
/** Questions claimed per player in one sweep; the next sweep takes the rest. */
const CLAIM_LIMIT = 50;

type Waiting = { id: string; title: string };

/** What the player's phone shows for the questions just sent to them: each its own, or one for a burst. */
export function approvalPushMessages(waiting: Waiting[]): PushMessage[] {
  if (waiting.length <= SEPARATE_NOTIFICATIONS)
    return waiting.map((question) => ({
      title: "Palco: tienes algo que aprobar",
      body: question.title,
      url: "/app/aprobaciones",
      tag: `aprobacion-${question.id}`,
    }));
  return [
    {
      title: `Palco: ${waiting.length} cosas esperan tu aprobación`,
      body: waiting
        .slice(0, SEPARATE_NOTIFICATIONS)
        .map((question) => question.title)
        .join(" · "),
      url: "/app/aprobaciones",
      tag: "palco-aprobaciones",
    },
  ];
}

class NoDeviceReached extends Error {}

/**
 * Tells each player with access, on their devices, about the questions the agent sent them since the last sweep.
 * A question is told once: claimed in the transaction that sends it, and released to the next sweep when no device
 * took it. A player without access or devices has theirs marked as told: the app shows them when it opens.
 */
export async function sweepApprovalPushes(db: Database, pusher: Pusher): Promise<number> {
  const waitingPlayers = await db
    .selectDistinct({ playerId: approvals.playerId })
    .from(approvals)
    .where(and(eq(approvals.status, "pending"), isNull(approvals.playerNotifiedAt)));
  let pushed = 0;
  for (const { playerId } of waitingPlayers) {
    try {
      pushed += await db.transaction(async (tx) => {
        const toClaim = tx
          .select({ id: approvals.id })
          .from(approvals)
          .where(
            and(eq(approvals.playerId, playerId), eq(approvals.status, "pending"), isNull(approvals.playerNotifiedAt)),
          )
          .orderBy(asc(approvals.createdAt))
          .limit(CLAIM_LIMIT)
          .for("update", { skipLocked: true });
        const claimed = await tx
          .update(approvals)
          .set({ playerNotifiedAt: sql`now()` })
          .where(inArray(approvals.id, toClaim))
          .returning({ id: approvals.id, title: approvals.title });
        if (claimed.length === 0) return 0;
        const [account] = await tx
          .select({ id: user.id, email: user.email })
          .from(user)
          .where(and(eq(user.playerId, playerId), eq(user.role, "player")));
        if (!account) return 0;
        const result = await pushToDevices(db, pusher, account, approvalPushMessages(claimed));
        if (result.sent === 0 && result.failed > 0) throw new NoDeviceReached();
        return result.sent > 0 ? claimed.length : 0;
      });
    } catch (error) {
      if (!(error instanceof NoDeviceReached)) throw error;
    }
  }
  return pushed;
}
