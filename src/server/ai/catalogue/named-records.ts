import { sql } from "drizzle-orm";

import type { DbExecutor } from "../../db/lib/executor";

export type NamedRecord = { id: string; name: string };

// Words clubs share that name none of them alone.
const GENERIC_CLUB_WORDS = ["club", "real", "deportivo", "atletico", "futbol", "sociedad", "union", "city", "united"];

const padded = (normalized: string) => ` ${normalized} `;

/** The clubs a (normalized) question names by a telling word of theirs: "Northbridge", "Riviera", "Marítimo". */
export async function findClubsInText(db: DbExecutor, normalized: string): Promise<NamedRecord[]> {
  const { rows } = await db.execute<NamedRecord>(sql`
    select id, name from clubs c
    where exists (
      select 1 from unnest(string_to_array(palco_fold(c.name), ' ')) word
      where length(word) >= 4 and word <> all(${`{${GENERIC_CLUB_WORDS.join(",")}}`}::text[])
        and position(' ' || word || ' ' in ${padded(normalized)}) > 0)
    order by name limit 5`);
  return rows;
}

/**
 * The people at clubs and brands a question names by their own name ("Hastings", "Oliver Hastings"); a word of
 * their club's or brand's name does not count ("Contacto de Aqualis" is not named by "Aqualis").
 */
export async function findContactsInText(db: DbExecutor, normalized: string): Promise<NamedRecord[]> {
  const { rows } = await db.execute<NamedRecord>(sql`
    select k.id, k.name from contacts k
      left join clubs c on c.id = k.club_id left join brands b on b.id = k.brand_id
    where exists (
      select 1 from unnest(string_to_array(palco_fold(k.name), ' ')) word
      where length(word) >= 4 and word <> 'contacto'
        and position(' ' || word || ' ' in ' ' || palco_fold(coalesce(c.name, b.name, '')) || ' ') = 0
        and position(' ' || word || ' ' in ${padded(normalized)}) > 0)
    order by k.name limit 5`);
  return rows;
}
