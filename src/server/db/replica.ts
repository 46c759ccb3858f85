import { setTimeout as sleep } from "node:timers/promises";
import { sql } from "drizzle-orm";

import { redactSecrets } from "../safe-log";
import type { Database, DatabaseHandle } from "./client";

/** A WAL position as PostgreSQL prints it ("16/B374D848"): what a browser's cookie may carry and nothing else. */
const WAL_POSITION = /^[0-9A-F]{1,8}\/[0-9A-F]{1,8}$/;

export const isWalPosition = (value: string | undefined): value is string =>
  value !== undefined && WAL_POSITION.test(value);

/** How long a read waits for the replica to replay a write its reader made, before reading the primary instead. */
const CATCH_UP_WAIT_MS = 150;
const CATCH_UP_POLL_MS = 15;
/** After a replica failed to answer, reads go to the primary for this long before it is tried again. */
const REPLICA_REST_MS = 5_000;

/**
 * Where reads that may lag go: the replica when one is configured, except for a reader whose own write it has not
 * replayed yet. Reads that decide a write (versions, rules, numbering) never come here: they stay on the primary.
 */
export type LaggingReads = {
  /** The database for this reader's lagging reads, given the position of their last write (from their cookie). */
  readerFor: (lastWrite: string | undefined) => Promise<Database>;
  /** The primary's WAL position now, after a write committed: the reader's next reads must see at least it. */
  positionAfterWrite: () => Promise<string>;
  /** Whether a replica is configured at all (without one, nothing is tracked). */
  hasReplica: boolean;
};

const replicas = new WeakSet<Database>();

/** Whether this database is a replica, where nothing may be written (kept figures are then not shared). */
export const isReplica = (db: unknown): boolean =>
  typeof db === "object" && db !== null && replicas.has(db as Database);

export function laggingReads(handle: Pick<DatabaseHandle, "db" | "replica">): LaggingReads {
  const { replica } = handle;
  if (!replica) {
    return { readerFor: () => Promise.resolve(handle.db), positionAfterWrite: async () => "0/0", hasReplica: false };
  }
  replicas.add(replica.db);
  let restingUntil = 0;

  async function replayed(position: string | undefined): Promise<boolean> {
    const { rows } = await replica!.pool.query<{ caught: boolean | null }>(
      // A server that is not a standby has no replay position: it is as current as itself.
      "select coalesce(pg_last_wal_replay_lsn() >= $1::pg_lsn, true) as caught",
      [position ?? "0/0"],
    );
    return rows[0]?.caught === true;
  }

  return {
    hasReplica: true,
    async readerFor(lastWrite) {
      if (Date.now() < restingUntil) return handle.db;
      try {
        // Asked even without a write to wait for: a replica that is down is found here, not in the route's query.
        const position = isWalPosition(lastWrite) ? lastWrite : undefined;
        const deadline = Date.now() + CATCH_UP_WAIT_MS;
        for (;;) {
          if (await replayed(position)) return replica.db;
          if (Date.now() >= deadline) return handle.db;
          await sleep(CATCH_UP_POLL_MS);
        }
      } catch (error) {
        // A replica that is down or restarting must not take the screens with it: the primary answers meanwhile.
        restingUntil = Date.now() + REPLICA_REST_MS;
        console.error("Réplica de lectura:", redactSecrets(error instanceof Error ? error.message : String(error)));
        return handle.db;
      }
    },
    async positionAfterWrite() {
      const { rows } = await handle.db.execute<{ position: string }>(
        sql`select pg_current_wal_insert_lsn()::text as position`,
      );
      return rows[0]?.position ?? "0/0";
    },
  };
}
