import { sql } from "drizzle-orm";
import { index, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";

import { id, timestamps, version } from "./columns";

export const brands = pgTable(
  "brands",
  {
    id: id(),
    name: text("name").notNull(),
    sector: text("sector").notNull(),
    contactEmail: text("contact_email"),
    logo: text("logo"),
    ...timestamps,
    version: version(),
  },
  (table) => [
    // "Áqualis" and "aqualis" are the same brand: names are unique once accents and case are folded (migration 0013).
    uniqueIndex("brands_name_unique").on(sql`palco_fold(${table.name})`),
    index("brands_name_idx").on(table.name, table.id),
  ],
);
