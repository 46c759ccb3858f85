import { sql } from "drizzle-orm";

import type { SampleDataKept } from "../../../shared/schemas/sample-data";
import type { Actor } from "../../history/activity";
import { removeRecorded } from "../../history/recorded-writes";
import { BRAND_HISTORY, deleteBrand, getBrand } from "../../modules/brands";
import { CLUB_HISTORY, deleteClub, getClub } from "../../modules/clubs";
import { deletePlayer, getPlayer, PLAYER_HISTORY } from "../../modules/players";
import { playerFileKeys } from "../../views/delete-impact/queries";
import type { Database } from "../client";
import { appMeta } from "../lib/app-meta-table";
import type { DbExecutor } from "../lib/executor";
import { clearSampleData, sampleWrittenAt } from "./clear-sample-data";
import { SAMPLE_RECORDS, sampleRecordIds, sampleRecordsLeft } from "./sample-records";

/** Carries the preview's answer out of a transaction that must not commit. */
class PreviewDone extends Error {
  constructor(readonly kept: SampleDataKept) {
    super("preview");
  }
}

/**
 * What "Borrar datos de ejemplo" keeps and why. Before the clearing ran, the clearing is rehearsed in a transaction
 * that is rolled back, so the list is exactly what it would keep (the rules of what stays live in one place).
 */
export async function keptSampleRecords(db: Database): Promise<SampleDataKept> {
  const ids = await sampleRecordIds(db);
  if (!ids) return { cleared: true, records: [] };
  if ((await sampleWrittenAt(db)) === null) return { cleared: true, records: await sampleRecordsLeft(db, ids) };
  try {
    await db.transaction(async (tx) => {
      await clearSampleData(tx);
      throw new PreviewDone({ cleared: false, records: await sampleRecordsLeft(tx, ids) });
    });
  } catch (error) {
    if (error instanceof PreviewDone) return error.kept;
    throw error;
  }
  return { cleared: false, records: [] };
}

/**
 * "Borrar también": clears the sample, then deletes the sample players, brands and clubs it kept, each with what
 * hangs from it, in the history like any deletion. A club still named by an operation of the agent's own players
 * stays (clubs are the record of what was negotiated). Answers the stored files to remove once committed.
 */
export async function deleteKeptSampleRecords(
  tx: DbExecutor,
  actor: Actor,
): Promise<{ removed: number; fileKeys: string[]; left: number }> {
  const ids = await sampleRecordIds(tx);
  if (!ids) return { removed: 0, fileKeys: [], left: 0 };
  let { removed } = await clearSampleData(tx);
  const fileKeys: string[] = [];
  let left = 0;
  for (const record of await sampleRecordsLeft(tx, ids)) {
    const { id } = record;
    if (record.kind === "player") {
      fileKeys.push(...(await playerFileKeys(tx, id)));
      removed += Number(
        await removeRecorded(
          tx,
          PLAYER_HISTORY,
          actor,
          id,
          () => getPlayer(tx, id),
          () => deletePlayer(tx, id),
        ),
      );
    } else if (record.kind === "brand") {
      removed += Number(
        await removeRecorded(
          tx,
          BRAND_HISTORY,
          actor,
          id,
          () => getBrand(tx, id),
          () => deleteBrand(tx, id),
        ),
      );
    }
  }
  // Clubs last: the deleted players' operations went with them, so only clubs the agent's own records name remain.
  for (const record of await sampleRecordsLeft(tx, ids)) {
    if (record.kind !== "club") continue;
    const named = await tx.execute(sql`
      select 1 from operations where club_id = ${record.id} or origin_club_id = ${record.id}
      union all select 1 from offers where club_id = ${record.id} limit 1`);
    if (named.rows.length > 0) {
      left += 1;
      continue;
    }
    removed += Number(
      await removeRecorded(
        tx,
        CLUB_HISTORY,
        actor,
        record.id,
        () => getClub(tx, record.id),
        () => deleteClub(tx, record.id),
      ),
    );
  }
  if (left === 0) await tx.delete(appMeta).where(sql`${appMeta.key} = ${SAMPLE_RECORDS}`);
  return { removed, fileKeys, left };
}
