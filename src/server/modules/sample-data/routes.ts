import { Hono } from "hono";

import { sampleDataChoiceSchema } from "../../../shared/schemas/sample-data";
import type { Database } from "../../db/client";
import { clearSampleData, sampleDataStatus } from "../../db/seed/clear-sample-data";
import { deleteKeptSampleRecords, keptSampleRecords } from "../../db/seed/kept-sample-records";
import { declineSampleData, loadSampleDataIfEmpty } from "../../db/seed/load-sample-data";
import type { AppEnv } from "../../http/app-env";
import { actorOf, removeFiles } from "../../http/crud-routes";
import { parseJsonBody } from "../../http/validation";
import type { FileStorage } from "../../storage/storage";

/**
 * The sample portfolio: the setup's choice (load it, or start from nothing), whether the screens still show it,
 * "Borrar datos de ejemplo", and what it kept (with "Borrar también" for those). `offered` is false when the server runs with PALCO_SAMPLE_DATA=false.
 */
export const sampleDataRoutes = (db: Database, storage: FileStorage, offered: boolean) =>
  new Hono<AppEnv>()
    .get("/", async (c) => c.json(await sampleDataStatus(db)))
    .post("/", async (c) => {
      const { load } = await parseJsonBody(c, sampleDataChoiceSchema);
      if (!load || !offered) {
        // A sample already there (a db:reset before the setup) goes too: the agent asked to start from nothing.
        await db.transaction(async (tx) => {
          await declineSampleData(tx);
          await clearSampleData(tx);
        });
        return c.json({ loaded: false });
      }
      return c.json({ loaded: await loadSampleDataIfEmpty(db) });
    })
    .delete("/", async (c) => c.json(await db.transaction((tx) => clearSampleData(tx))))
    .get("/kept", async (c) => c.json(await keptSampleRecords(db)))
    .delete("/kept", async (c) => {
      const { removed, fileKeys, left } = await db.transaction((tx) => deleteKeptSampleRecords(tx, actorOf(c)));
      await removeFiles(storage, fileKeys);
      return c.json({ removed, left });
    });
