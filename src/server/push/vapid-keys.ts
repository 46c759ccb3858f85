import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import webpush from "web-push";

export type VapidKeys = { publicKey: string; privateKey: string };

const FILE = "vapid-keys.json";

function isVapidKeys(value: unknown): value is VapidKeys {
  const keys = value as Partial<VapidKeys> | null;
  return typeof keys?.publicKey === "string" && typeof keys.privateKey === "string";
}

/**
 * The keys that sign Palco's Web Push messages: the configured pair, or one generated on first start and kept in
 * the data folder. Every device subscribed with the public key, so it must not change: several servers on one
 * database share a data folder or configure the same pair (PALCO_VAPID_PUBLIC_KEY / PALCO_VAPID_PRIVATE_KEY).
 */
export function resolveVapidKeys(configured: VapidKeys | undefined, dataDir: string): VapidKeys {
  if (configured) return configured;
  const file = path.join(dataDir, FILE);
  if (existsSync(file)) {
    const stored: unknown = JSON.parse(readFileSync(file, "utf8"));
    if (isVapidKeys(stored)) return stored;
  }
  mkdirSync(dataDir, { recursive: true });
  const keys = webpush.generateVAPIDKeys();
  writeFileSync(file, JSON.stringify(keys) + "\n", { mode: 0o600 });
  return keys;
}
