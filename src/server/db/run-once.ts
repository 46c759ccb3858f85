import { eq } from "drizzle-orm";

import type { Database } from "./client";
import { appMeta } from "./lib/app-meta-table";
import type { DbExecutor } from "./lib/executor";

/**
 * Runs a data step once per database, at the first start of the version that brings it (migrations are SQL;
 * some steps need the TypeScript rules). Marked in app_meta, in the same transaction, so it never runs twice.
 */
export async function runOnce(
  db: Database,
  marker: string,
  step: (tx: DbExecutor) => Promise<number>,
): Promise<number> {
  return db.transaction(async (tx) => {
    const [done] = await tx.select().from(appMeta).where(eq(appMeta.key, marker)).for("update");
    if (done) return 0;
    const changed = await step(tx);
    await tx.insert(appMeta).values({ key: marker, value: new Date().toISOString() }).onConflictDoNothing();
    return changed;
  });
}
