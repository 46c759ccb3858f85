// PostgreSQL advisory lock keys, one per kind of work that several Palco processes must never do at once.
// Arbitrary constants, listed together so that no two kinds share one by accident.
export const ADVISORY_LOCKS = {
  migrations: 7_320_114,
  sampleData: 7_320_115,
  calendarFeed: 7_320_116,
  adminAccount: 7_320_117,
  // With a shard number as second key (migration 0053): which writing transaction holds which counter row.
  writeShards: 7_320_118,
} as const;

/**
 * Runs `work` while this process holds a session-level advisory lock (for work that uses other connections, such
 * as better-auth's), released whatever happens.
 */
export async function withAdvisoryLock<T>(
  pool: {
    connect: () => Promise<{ query: (text: string, values?: unknown[]) => Promise<unknown>; release: () => void }>;
  },
  key: number,
  work: () => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [key]);
    try {
      return await work();
    } finally {
      await client.query("select pg_advisory_unlock($1)", [key]).catch(() => undefined);
    }
  } finally {
    client.release();
  }
}
