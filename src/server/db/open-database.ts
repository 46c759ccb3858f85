import type { AppConfig } from "../config";
import { syncAllCommissions } from "../modules/commissions";
import { backfillFeeAmounts, backfillOtherAmounts } from "./backfill-fee-amounts";
import { connectDatabase, type DatabaseHandle } from "./client";
import { startEmbeddedPostgres, type EmbeddedDatabase } from "./embedded";
import { runMigrations } from "./migrate";
import { runOnce } from "./run-once";

export type OpenDatabase = DatabaseHandle & {
  /** The embedded server died on its own (never called for DATABASE_URL: that server is someone else's to run). */
  onUnexpectedExit: (listener: (reason: string) => void) => void;
};

/**
 * The configured PostgreSQL (DATABASE_URL, or the embedded one in the data folder, started now), as it is: no
 * migration, nothing written. A restore needs exactly that, since it must find a fresh database empty.
 */
export async function connectConfiguredDatabase(
  config: AppConfig,
  log: (message: string) => void,
): Promise<OpenDatabase> {
  let embedded: EmbeddedDatabase | undefined;
  let url = config.databaseUrl;
  if (!url) {
    embedded = await startEmbeddedPostgres({ dataDir: config.dataDir, log });
    url = embedded.url;
  }
  const database = connectDatabase(url, {
    directUrl: embedded ? undefined : config.directDatabaseUrl,
    readUrl: embedded ? undefined : config.readDatabaseUrl,
  });
  const close = async () => {
    await database.close().catch(() => undefined);
    await embedded?.stop();
  };
  return { ...database, close, onUnexpectedExit: (listener) => embedded?.onUnexpectedExit(listener) };
}

/** The configured PostgreSQL, migrated and ready, with what earlier versions left to fill in filled. */
export async function openDatabase(config: AppConfig, log: (message: string) => void): Promise<OpenDatabase> {
  const database = await connectConfiguredDatabase(config, log);
  const { close } = database;
  try {
    await runMigrations(database.directDb, database.direct);
    const filled = await backfillFeeAmounts(database.db);
    if (filled > 0) log(`Importe en euros leído de ${filled} patrocinios existentes`);
    const amounts = await backfillOtherAmounts(database.db);
    if (amounts > 0) log(`Importe en euros leído de ${amounts} valores de mercado e inversiones existentes`);
    // Deals and mandates written before the commission ledger existed get their instalments.
    const instalments = await runOnce(database.db, "commissions_backfilled", syncAllCommissions);
    if (instalments > 0) log(`Comisiones calculadas: ${instalments} plazos`);
  } catch (error) {
    await close();
    throw error;
  }
  return database;
}
