import { and, eq, sql } from "drizzle-orm";

import type { DbExecutor } from "./executor";
import { preparedOnce } from "./prepared";
import { viewValues } from "./view-values-table";

/** Where a figure stands: computed at a data version, for a period (the agency's day, a minute). */
export type ViewStamp = { version: number; period: string };

const isFresh = (stored: { version: number; period: string } | undefined, wanted: ViewStamp) =>
  stored !== undefined && stored.period === wanted.period && stored.version >= wanted.version;

async function readStored(db: DbExecutor, name: string, key: string) {
  const statement = preparedOnce(db, "view_value", (statementName) =>
    db
      .select({ version: viewValues.version, period: viewValues.period, value: viewValues.value })
      .from(viewValues)
      .where(and(eq(viewValues.name, sql.placeholder("name")), eq(viewValues.key, sql.placeholder("key"))))
      .prepare(statementName),
  );
  const [row] = await statement.execute({ name, key });
  return row;
}

/**
 * The figure as any Palco process on this database last computed it for this stamp, or computed now and stored
 * for the others. One process computes while the others wait on the figure's advisory lock and then read what it
 * stored: a version costs one computation whichever process and request meet it first. Values travel as JSON.
 */
export async function sharedViewValue<T>(
  db: DbExecutor,
  name: string,
  key: string,
  stamp: ViewStamp,
  compute: () => Promise<T>,
): Promise<T> {
  const stored = await readStored(db, name, key);
  if (isFresh(stored, stamp)) return JSON.parse(stored!.value) as T;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`view_values|${name}|${key}`}))`);
    const meanwhile = await readStored(tx, name, key);
    if (isFresh(meanwhile, stamp)) return JSON.parse(meanwhile!.value) as T;
    // Computed outside the lock's connection, on the pool, so that its queries may run side by side.
    const value = await compute();
    const row = { name, key, version: stamp.version, period: stamp.period, value: JSON.stringify(value) };
    await tx
      .insert(viewValues)
      .values(row)
      .onConflictDoUpdate({
        target: [viewValues.name, viewValues.key],
        set: { version: row.version, period: row.period, value: row.value, computedAt: sql`now()` },
      });
    return value;
  });
}
