import { createECDH, randomBytes } from "node:crypto";
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { decrypt } from "http_ece";

export type ReceivedPush = { path: string; status: number; headers: IncomingHttpHeaders; body: Buffer };

/**
 * A push service on loopback standing in for Google's, Mozilla's or Apple's: it keeps every message it receives
 * and answers 201, or the status set for a device's path (410 when the device is gone, 500 when it is down).
 */
export async function startPushService(port = 0) {
  const received: ReceivedPush[] = [];
  const statuses = new Map<string, number>();
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const path = request.url ?? "/";
      const status = statuses.get(path) ?? 201;
      received.push({ path, status, headers: request.headers, body: Buffer.concat(chunks) });
      response.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  let devices = 0;
  return {
    origin,
    received,
    /** What a browser would hand Palco on subscribing, and how that browser reads what arrives for it. */
    newDevice() {
      const keys = createECDH("prime256v1");
      keys.generateKeys();
      const auth = randomBytes(16);
      const path = `/device/${++devices}`;
      return {
        path,
        subscription: {
          endpoint: `${origin}${path}`,
          keys: { p256dh: keys.getPublicKey("base64url"), auth: auth.toString("base64url") },
        },
        answer: (status: number) => statuses.set(path, status),
        messages: () =>
          received
            // What the device shows: the messages its push service accepted.
            .filter((push) => push.path === path && push.status < 300)
            .map(
              (push) =>
                JSON.parse(
                  decrypt(push.body, { version: "aes128gcm", privateKey: keys, authSecret: auth }).toString("utf8"),
                ) as Record<string, string>,
            ),
      };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
