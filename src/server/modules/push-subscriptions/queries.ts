import { and, asc, eq, sql } from "drizzle-orm";

import type { PushDevice } from "../../../shared/schemas/push";
import type { DbExecutor } from "../../db/lib/executor";
import { pushSubscriptions } from "./table";

type Row = typeof pushSubscriptions.$inferSelect;

function deviceOf(row: Row): PushDevice {
  return {
    id: row.id,
    label: row.label,
    endpoint: row.endpoint,
    createdAt: row.createdAt.toISOString(),
    lastSentAt: row.lastSentAt?.toISOString() ?? null,
    lastError: row.lastError,
    lastErrorAt: row.lastErrorAt?.toISOString() ?? null,
  };
}

export async function listPushDevices(db: DbExecutor, userId: string): Promise<PushDevice[]> {
  const rows = await db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(asc(pushSubscriptions.createdAt), asc(pushSubscriptions.id));
  return rows.map(deviceOf);
}

/** The devices to send to, keys included (never leaves the server). */
export function pushTargetsOf(db: DbExecutor, userId: string): Promise<Row[]> {
  return db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
}

/**
 * Saves a device. The endpoint is the device: subscribing again (new keys, or another account signed in on the same
 * browser) replaces what was kept for it.
 */
export async function savePushDevice(
  db: DbExecutor,
  userId: string,
  device: { endpoint: string; p256dh: string; auth: string; label: string },
): Promise<PushDevice> {
  const [row] = await db
    .insert(pushSubscriptions)
    .values({ userId, ...device })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: {
        userId,
        p256dh: device.p256dh,
        auth: device.auth,
        label: device.label,
        createdAt: sql`now()`,
        lastError: null,
        lastErrorAt: null,
      },
    })
    .returning();
  return deviceOf(row!);
}

/** Removes one of the user's devices; false when it is not theirs or does not exist. */
export async function removePushDevice(db: DbExecutor, userId: string, id: string): Promise<boolean> {
  const removed = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.id, id), eq(pushSubscriptions.userId, userId)))
    .returning({ id: pushSubscriptions.id });
  return removed.length > 0;
}

export async function forgetGonePushDevice(db: DbExecutor, id: string): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}

export async function markPushSent(db: DbExecutor, id: string): Promise<void> {
  await db
    .update(pushSubscriptions)
    .set({ lastSentAt: sql`now()`, lastError: null, lastErrorAt: null })
    .where(eq(pushSubscriptions.id, id));
}

export async function markPushFailed(db: DbExecutor, id: string, message: string): Promise<void> {
  await db
    .update(pushSubscriptions)
    .set({ lastError: message.slice(0, 300), lastErrorAt: sql`now()` })
    .where(eq(pushSubscriptions.id, id));
}
