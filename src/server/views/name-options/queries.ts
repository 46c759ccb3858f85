import { sql } from "drizzle-orm";

import type { NameOptions, NameOptionsQuery } from "../../../shared/schemas/common";
import type { DbExecutor } from "../../db/lib/executor";
import { containsPattern } from "../../db/lib/search-text";

/**
 * A picker's names: by name, those whose folded name contains the search when there is one (the trigram index on
 * `palco_fold(name)` of migrations 0013 and 0027 serves it).
 */
export async function listNameOptions(
  db: DbExecutor,
  table: "players" | "brands" | "clubs",
  query: NameOptionsQuery,
): Promise<NameOptions> {
  const { rows } = await db.execute<{ id: string; name: string }>(
    sql`select id, name from ${sql.identifier(table)}
      ${query.q ? sql`where palco_fold(name) like ${containsPattern(query.q)}` : sql``}
      order by name, id
      limit ${query.limit + 1}`,
  );
  return { items: rows.slice(0, query.limit), more: rows.length > query.limit };
}
