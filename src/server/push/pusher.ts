import { createHash } from "node:crypto";
import webpush from "web-push";

import type { PushMessage } from "../../shared/schemas/push";
import { isAllowedPushEndpoint } from "./push-services";
import type { VapidKeys } from "./vapid-keys";

export type PushTarget = { endpoint: string; p256dh: string; auth: string };

/** The push service refused for another reason than "this device is gone": worth retrying later. */
export class PushRefused extends Error {
  constructor(
    readonly status: number,
    detail: string,
  ) {
    super(`El servicio de notificaciones respondió ${status}${detail ? `: ${detail.slice(0, 200)}` : ""}`);
  }
}

/** Sends Web Push messages signed with Palco's VAPID keys, only to the allowed push services. */
export type Pusher = {
  publicKey: string;
  allows: (endpoint: string) => boolean;
  /** "gone" when the push service no longer knows the device (404 or 410): its subscription should be removed. */
  send: (target: PushTarget, message: PushMessage, contact: string) => Promise<"sent" | "gone">;
};

const DAY_SECONDS = 24 * 60 * 60;
const SEND_TIMEOUT_MS = 10_000;

export function createPusher(options: { keys: VapidKeys; extraOrigins?: readonly string[] }): Pusher {
  const extraOrigins = options.extraOrigins ?? [];
  const allows = (endpoint: string) => isAllowedPushEndpoint(endpoint, extraOrigins);
  return {
    publicKey: options.keys.publicKey,
    allows,
    send: async (target, message, contact) => {
      if (!allows(target.endpoint)) throw new PushRefused(0, "servicio no admitido");
      // web-push encrypts the payload for the device (aes128gcm) and signs the request; fetch sends it, so the
      // timeout and redirects are ours (a push service never redirects: one that does is not followed).
      const request = webpush.generateRequestDetails(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        JSON.stringify(message),
        {
          vapidDetails: { subject: `mailto:${contact}`, ...options.keys },
          TTL: DAY_SECONDS,
          urgency: "high",
          topic: topicOf(message.tag),
        },
      );
      const headers = Object.fromEntries(
        Object.entries(request.headers)
          .filter(([name]) => name.toLowerCase() !== "content-length")
          .map(([name, value]) => [name, String(value)]),
      );
      const response = await fetch(request.endpoint, {
        method: request.method,
        headers,
        body: request.body ? new Uint8Array(request.body) : null,
        redirect: "manual",
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      });
      if (response.ok) return "sent";
      if (response.status === 404 || response.status === 410) return "gone";
      throw new PushRefused(response.status, await response.text().catch(() => ""));
    },
  };
}

/** A push "topic" replaces an undelivered message with the same one (32 URL-safe characters at most). */
function topicOf(tag: string): string {
  return createHash("sha256").update(tag).digest("base64url").slice(0, 32);
}
