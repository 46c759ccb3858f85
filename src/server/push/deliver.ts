import type { PushMessage, PushTestResult } from "../../shared/schemas/push";
import type { Database } from "../db/client";
import { forgetGonePushDevice, markPushFailed, markPushSent, pushTargetsOf } from "../modules/push-subscriptions";
import { logError } from "../safe-log";
import type { Pusher } from "./pusher";

/**
 * Sends the messages to each of the user's devices. A device the push service no longer knows is removed; any
 * other refusal is kept on the device for Configuración to show. The bookkeeping goes straight to the database
 * (`db`, not a caller's transaction): it stays true even when the caller rolls its claim back to retry.
 */
export async function pushToDevices(
  db: Database,
  pusher: Pusher,
  user: { id: string; email: string },
  messages: PushMessage[],
): Promise<PushTestResult> {
  const result: PushTestResult = { sent: 0, removed: 0, failed: 0 };
  for (const device of await pushTargetsOf(db, user.id)) {
    try {
      let gone = false;
      for (const message of messages) {
        if ((await pusher.send(device, message, user.email)) === "gone") {
          gone = true;
          break;
        }
      }
      if (gone) {
        await forgetGonePushDevice(db, device.id);
        result.removed += 1;
      } else {
        await markPushSent(db, device.id);
        result.sent += 1;
      }
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      logError(`No se pudo enviar la notificación a ${device.label}:`, error);
      await markPushFailed(db, device.id, message);
      result.failed += 1;
    }
  }
  return result;
}
