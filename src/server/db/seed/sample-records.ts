import { eq, sql } from "drizzle-orm";

import type { KeptSampleRecord } from "../../../shared/schemas/sample-data";
import { brandDeleteImpact, clubDeleteImpact, playerDeleteImpact } from "../../views/delete-impact/queries";
import { appMeta } from "../lib/app-meta-table";
import type { DbExecutor } from "../lib/executor";

/**
 * Which players, brands and clubs came with the sample, remembered at load time: an edit changes a row's updated_at,
 * so the load's timestamp alone cannot tell a sample player the agent edited from the agent's own.
 */
export const SAMPLE_RECORDS = "sample_data_records";

export type SampleRecordIds = { writtenAt: string; players: string[]; brands: string[]; clubs: string[] };

/** Run in the load's transaction, right after the sample rows were written at now(). */
export async function rememberSampleRecords(tx: DbExecutor): Promise<void> {
  await tx.execute(sql`
    insert into app_meta (key, value)
    select ${SAMPLE_RECORDS}, json_build_object(
      'writtenAt', now()::text,
      'players', (select coalesce(json_agg(id), '[]') from players where updated_at = now()),
      'brands', (select coalesce(json_agg(id), '[]') from brands where updated_at = now()),
      'clubs', (select coalesce(json_agg(id), '[]') from clubs where updated_at = now()))::text`);
}

export async function sampleRecordIds(db: DbExecutor): Promise<SampleRecordIds | null> {
  const [row] = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, SAMPLE_RECORDS));
  return row ? (JSON.parse(row.value) as SampleRecordIds) : null;
}

const KINDS = {
  player: { table: "players", impact: playerDeleteImpact },
  brand: { table: "brands", impact: brandDeleteImpact },
  club: { table: "clubs", impact: clubDeleteImpact },
} as const;

const idsOf = (ids: SampleRecordIds, kind: keyof typeof KINDS) =>
  kind === "player" ? ids.players : kind === "brand" ? ids.brands : ids.clubs;

/** The sample's players, brands and clubs that still exist, named, and whether the agent edited each. */
export async function sampleRecordsLeft(db: DbExecutor, ids: SampleRecordIds): Promise<KeptSampleRecord[]> {
  const left: KeptSampleRecord[] = [];
  for (const kind of ["player", "brand", "club"] as const) {
    const wanted = idsOf(ids, kind);
    if (wanted.length === 0) continue;
    const rows = await db.execute<{ id: string; name: string; edited: boolean }>(sql`
      select id, name, updated_at <> ${ids.writtenAt}::timestamptz as edited
      from ${sql.identifier(KINDS[kind].table)}
      where id in (${sql.join(
        wanted.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})
      order by name`);
    for (const row of rows.rows) {
      const impact = await KINDS[kind].impact(db, row.id);
      if (impact) left.push({ kind, ...row, impact });
    }
  }
  return left;
}
