import { sql } from "drizzle-orm";
import { index, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";

import { id, timestamps, version } from "../../db/lib/columns";

/** The clubs the agency deals with: destinations and origins of transfers, counterparts of renewals. */
export const clubs = pgTable(
  "clubs",
  {
    id: id(),
    name: text("name").notNull(),
    country: text("country").notNull(),
    /** A league as the transfer windows name it, so that the club knows its windows. */
    league: text("league"),
    city: text("city"),
    notes: text("notes"),
    ...timestamps,
    version: version(),
  },
  (table) => [
    // "Atlético" and "atletico" are the same club, as with brands.
    uniqueIndex("clubs_name_unique").on(sql`palco_fold(${table.name})`),
    // The list's order: alphabetical as a Spanish reader expects, "Atlético" beside "Atletico".
    index("clubs_name_idx").on(sql`palco_fold(${table.name})`, table.id),
  ],
);
