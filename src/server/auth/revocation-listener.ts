import type pg from "pg";

import type { SessionCache } from "./session-cache";

export const SESSIONS_CHANNEL = "palco_sessions";
const RECONNECT_MS = 1000;

export type RevocationListener = { close: () => Promise<void> };

/**
 * Holds one connection that LISTENs for session deletions made by any Palco process (migration 0025) and empties
 * this process's session cache when one is heard. While the connection is down the cache is not trusted, so a
 * revocation can never be missed; it reconnects by itself.
 */
export async function listenForRevocations(pool: pg.Pool, cache: SessionCache): Promise<RevocationListener> {
  let client: pg.PoolClient | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const lost = () => {
    cache.setTrusted(false);
    client?.release(true);
    client = undefined;
    if (!closed) retry = setTimeout(() => void connect(), RECONNECT_MS);
  };
  const connect = async () => {
    try {
      const listening = await pool.connect();
      client = listening;
      listening.on("notification", () => cache.clear());
      listening.on("error", lost);
      listening.on("end", () => client === listening && lost());
      await listening.query(`LISTEN ${SESSIONS_CHANNEL}`);
      cache.setTrusted(true);
    } catch {
      if (client) lost();
      else {
        cache.setTrusted(false);
        if (!closed) retry = setTimeout(() => void connect(), RECONNECT_MS);
      }
    }
  };

  await connect();
  return {
    close: async () => {
      closed = true;
      clearTimeout(retry);
      const listening = client;
      client = undefined;
      if (listening) {
        await listening.query(`UNLISTEN ${SESSIONS_CHANNEL}`).catch(() => undefined);
        listening.release();
      }
    },
  };
}
