import { sql } from "drizzle-orm";

import type { NameOptions, NameOptionsQuery } from "../../../shared/schemas/common";
import type { DbExecutor } from "../../db/lib/executor";
import { withinReach, type PlayerReach } from "../../db/lib/player-reach";
import { containsPattern } from "../../db/lib/search-text";

/**
 * A picker's names: by name, those whose folded name contains the search when there is one (the trigram index on
 * `palco_fold(name)` of migrations 0013 and 0027 serves it).
 */
export async function listNameOptions(
  db: DbExecutor,
  table: "players" | "brands" | "clubs",
  query: NameOptionsQuery,
  reach: PlayerReach = null,
): Promise<NameOptions> {
  const conditions = [
    query.q ? sql`palco_fold(name) like ${containsPattern(query.q)}` : undefined,
    table === "players" ? withinReach(sql`id`, reach, { ofPlayerOnly: true }) : undefined,
  ].filter((condition) => condition !== undefined);
  const { rows } = await db.execute<{ id: string; name: string }>(
    sql`select id, name from ${sql.identifier(table)}
      ${conditions.length > 0 ? sql`where ${sql.join(conditions, sql` and `)}` : sql``}
      order by name, id
      limit ${query.limit + 1}`,
  );
  return { items: rows.slice(0, query.limit), more: rows.length > query.limit };
}
