import { sql, type SQL } from "drizzle-orm";

import { IMPACT_KINDS, type DeleteImpact, type ImpactKind } from "../../../shared/domain/delete-impact";
import type { DbExecutor } from "../../db/lib/executor";

const TABLE_OF: Record<ImpactKind, string> = {
  deals: "deals",
  mandates: "mandates",
  investments: "investments",
  events: "events",
  news: "news",
  documents: "documents",
  okrs: "okrs",
  campaignImages: "campaign_images",
  approvals: "approvals",
  operations: "operations",
  offers: "offers",
  contacts: "contacts",
};

type Row = Record<ImpactKind, number> & { exists: boolean; kept_count: number; kept_amount: number };

async function impactOf(
  db: DbExecutor,
  exists: SQL,
  goes: Partial<Record<ImpactKind, SQL>>,
  kept: SQL,
): Promise<DeleteImpact | undefined> {
  const counts = IMPACT_KINDS.map((kind) => {
    const where = goes[kind];
    return where
      ? sql`(select count(*)::int from ${sql.identifier(TABLE_OF[kind])} t where ${where}) as ${sql.identifier(kind)}`
      : sql`0 as ${sql.identifier(kind)}`;
  });
  const result = await db.execute<Row>(sql`
    select ${exists} as exists, ${sql.join(counts, sql`, `)},
           (select count(*)::int from commissions c where c.paid_amount > 0 and ${kept}) as kept_count,
           (select coalesce(sum(c.paid_amount), 0)::float8 from commissions c where c.paid_amount > 0 and ${kept}) as kept_amount`);
  const row = result.rows[0];
  if (!row?.exists) return undefined;
  return {
    goes: Object.fromEntries(IMPACT_KINDS.map((kind) => [kind, row[kind]])) as DeleteImpact["goes"],
    keptCommissions: { count: row.kept_count, amount: row.kept_amount },
  };
}

/** Everything hanging from the player goes with them (the people at clubs and brands do not); commissions stay. */
export const playerDeleteImpact = (db: DbExecutor, id: string) => {
  const ofPlayer = sql`t.player_id = ${id}`;
  return impactOf(
    db,
    sql`exists (select 1 from players where id = ${id})`,
    Object.fromEntries(
      IMPACT_KINDS.filter((kind) => kind !== "contacts" && kind !== "offers").map((kind) => [kind, ofPlayer]),
    ),
    sql`c.player_id = ${id}`,
  );
};

/** A brand takes its deals and its people; its documents stay, without the brand. */
export const brandDeleteImpact = (db: DbExecutor, id: string) =>
  impactOf(
    db,
    sql`exists (select 1 from brands where id = ${id})`,
    { deals: sql`t.brand_id = ${id}`, contacts: sql`t.brand_id = ${id}` },
    sql`c.deal_id in (select d.id from deals d where d.brand_id = ${id})`,
  );

/** A club takes its people (one with operations cannot be deleted at all). */
export const clubDeleteImpact = (db: DbExecutor, id: string) =>
  impactOf(db, sql`exists (select 1 from clubs where id = ${id})`, { contacts: sql`t.club_id = ${id}` }, sql`false`);

/** An operation takes its offers; the fee it earned and was paid stays in the books. */
export const operationDeleteImpact = (db: DbExecutor, id: string) =>
  impactOf(
    db,
    sql`exists (select 1 from operations where id = ${id})`,
    { offers: sql`t.operation_id = ${id}` },
    sql`c.operation_id = ${id}`,
  );

export const dealDeleteImpact = (db: DbExecutor, id: string) =>
  impactOf(db, sql`exists (select 1 from deals where id = ${id})`, {}, sql`c.deal_id = ${id}`);

export const mandateDeleteImpact = (db: DbExecutor, id: string) =>
  impactOf(db, sql`exists (select 1 from mandates where id = ${id})`, {}, sql`c.mandate_id = ${id}`);

/** The stored files that must go once the player's deletion is committed: documents, campaign images, photo. */
export async function playerFileKeys(db: DbExecutor, id: string): Promise<string[]> {
  const result = await db.execute<{ key: string }>(sql`
    select file_key as key from documents where player_id = ${id} and file_key is not null
    union all
    select file_key as key from campaign_images where player_id = ${id}
    union all
    select photo_key as key from players where id = ${id} and photo_key is not null
    union all
    select product_key as key from deals where player_id = ${id} and product_key is not null`);
  return result.rows.map((row) => row.key);
}

/** The brand's logo and its deals' product pictures, removed once the brand's deletion is committed. */
export async function brandFileKeys(db: DbExecutor, id: string): Promise<string[]> {
  const result = await db.execute<{ key: string }>(
    sql`select logo_key as key from brands where id = ${id} and logo_key is not null
        union all
        select product_key as key from deals where brand_id = ${id} and product_key is not null`,
  );
  return result.rows.map((row) => row.key);
}

/** The deal's product picture, removed once the deal's deletion is committed. */
export async function dealFileKeys(db: DbExecutor, id: string): Promise<string[]> {
  const result = await db.execute<{ key: string }>(
    sql`select product_key as key from deals where id = ${id} and product_key is not null`,
  );
  return result.rows.map((row) => row.key);
}
