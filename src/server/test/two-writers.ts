import type pg from "pg";

/**
 * Two connections whose writes raise different rows of the sharded counters (data versions, deal totals): their
 * backend pids differ modulo 64. The caller releases both.
 */
export async function twoWriters(pool: pg.Pool): Promise<[pg.PoolClient, pg.PoolClient]> {
  const shard = (client: pg.PoolClient) => (client as unknown as { processID: number }).processID % 64;
  const held: pg.PoolClient[] = [];
  let pair: [pg.PoolClient, pg.PoolClient] | undefined;
  try {
    while (!pair) {
      if (held.length === 4) throw new Error("four connections on one shard");
      const client = await pool.connect();
      const other = held.find((candidate) => shard(candidate) !== shard(client));
      held.push(client);
      if (other) pair = [other, client];
    }
    return pair;
  } finally {
    for (const client of held) if (!pair?.includes(client)) client.release();
  }
}
