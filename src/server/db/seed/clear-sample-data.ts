import { eq, sql } from "drizzle-orm";

import type { SampleDataCleared, SampleDataStatus } from "../../../shared/schemas/sample-data";
import { appMeta } from "../lib/app-meta-table";
import type { DbExecutor } from "../lib/executor";
import { SAMPLE_WRITTEN_AT } from "./load-sample-data";
import { sampleRecordIds } from "./sample-records";

/** Tables a sample record may live in, children before the players and brands they hang from. */
const CHILD_TABLES = [
  "contact_log",
  "contacts",
  "offers",
  "operations",
  "deals",
  "investments",
  "events",
  "news",
  "documents",
  "okrs",
  "mandates",
  "approvals",
  "transfer_windows",
] as const;
/** Tables whose rows point to a player by player_id; commissions apart, as only one the agent changed keeps a player. */
const PLAYER_REFERENCES = [
  "operations",
  "deals",
  "investments",
  "events",
  "news",
  "documents",
  "okrs",
  "mandates",
  "approvals",
  "campaign_images",
] as const;

/** The load's timestamp while the sample has not been cleared (clearing forgets it). */
export async function sampleWrittenAt(db: DbExecutor): Promise<string | null> {
  const [row] = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, SAMPLE_WRITTEN_AT));
  return row?.value ?? null;
}

/** The banner shows while the sample is loaded, not yet cleared, and some of its records are still untouched. */
export async function sampleDataStatus(db: DbExecutor): Promise<SampleDataStatus> {
  const writtenAt = await sampleWrittenAt(db);
  if (writtenAt === null) return { showing: false };
  const result = await db.execute<{ untouched: boolean }>(sql`
    select exists (select 1 from players where updated_at = ${writtenAt}::timestamptz)
        or exists (select 1 from brands where updated_at = ${writtenAt}::timestamptz) as untouched`);
  return { showing: result.rows[0]?.untouched === true };
}

/**
 * Deletes the sample records the agent never changed: a row whose updated_at is still the load's timestamp. A player
 * or brand that any other record still points to (a deal, event or document the agent added, a sample record the
 * agent edited) is kept, and so is everything the agent created. Marked done, so the banner does not come back.
 */
export async function clearSampleData(db: DbExecutor): Promise<SampleDataCleared> {
  const writtenAt = await sampleWrittenAt(db);
  if (writtenAt === null) return { removed: 0, kept: 0 };
  const at = sql`${writtenAt}::timestamptz`;
  let removed = 0;
  // A payment the agent recorded keeps its deal or mandate; the sample's own payments go with the sample.
  const agentPaid = (column: string) => sql`exists (
    select 1 from commissions c join commission_payments p on p.commission_id = c.id
    where c.${sql.identifier(column)} = t.id and p.created_at <> ${at})`;
  const changedCommission = (column: string) => sql`not ${agentPaid(column)}`;
  await db.execute(sql`
    delete from commission_payments p using commissions c
    where p.commission_id = c.id and p.created_at = ${at}
      and (c.deal_id in (select t.id from deals t where t.updated_at = ${at} and not ${agentPaid("deal_id")})
        or c.mandate_id in (select t.id from mandates t where t.updated_at = ${at} and not ${agentPaid("mandate_id")}))`);
  for (const table of CHILD_TABLES) {
    const guard =
      table === "deals"
        ? sql` and ${changedCommission("deal_id")}`
        : table === "mandates"
          ? sql` and ${changedCommission("mandate_id")}`
          : table === "operations"
            ? // An offer the agent added or edited keeps its operation (the sample's own went just before).
              sql` and not exists (select 1 from offers o where o.operation_id = t.id)`
            : sql``;
    const result = await db.execute(sql`delete from ${sql.identifier(table)} t where t.updated_at = ${at}${guard}`);
    removed += result.rowCount ?? 0;
  }
  const players = await db.execute(sql`
    delete from players p where p.updated_at = ${at}
      and ${sql.join(
        PLAYER_REFERENCES.map(
          (table) => sql`not exists (select 1 from ${sql.identifier(table)} where player_id = p.id)`,
        ),
        sql` and `,
      )}
      and not exists (select 1 from commissions where player_id = p.id and updated_at <> ${at})`);
  const brands = await db.execute(sql`
    delete from brands b where b.updated_at = ${at}
      and not exists (select 1 from deals where brand_id = b.id)
      and not exists (select 1 from documents where brand_id = b.id)
      and not exists (select 1 from contacts where brand_id = b.id)`);
  const clubs = await db.execute(sql`
    delete from clubs c where c.updated_at = ${at}
      and not exists (select 1 from operations where club_id = c.id or origin_club_id = c.id)
      and not exists (select 1 from offers where club_id = c.id)
      and not exists (select 1 from contacts where club_id = c.id)`);
  removed += (players.rowCount ?? 0) + (brands.rowCount ?? 0) + (clubs.rowCount ?? 0);
  // Kept: every sample player, brand and club still there, edited or pointed to (Configuración lists them).
  const ids = await sampleRecordIds(db);
  const among = (table: string, wanted: string[] | undefined) =>
    wanted
      ? sql`(select count(*) from ${sql.identifier(table)} where id = any(${`{${wanted.join(",")}}`}::uuid[]))`
      : sql`(select count(*) from ${sql.identifier(table)} where updated_at = ${at})`;
  const left = await db.execute<{ kept: number }>(sql`
    select (${among("players", ids?.players)} + ${among("brands", ids?.brands)} + ${among("clubs", ids?.clubs)})::int as kept`);
  // Without the timestamp there is nothing left to show or clear; the load's marker keeps it from coming back.
  await db.delete(appMeta).where(eq(appMeta.key, SAMPLE_WRITTEN_AT));
  return { removed, kept: left.rows[0]?.kept ?? 0 };
}
