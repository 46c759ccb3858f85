import { sql } from "drizzle-orm";
import { check, index, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

import { id, timestamps, version } from "../../db/lib/columns";

export const brands = pgTable(
  "brands",
  {
    id: id(),
    name: text("name").notNull(),
    sector: text("sector").notNull(),
    contactEmail: text("contact_email"),
    logo: text("logo"),
    /** The logo uploaded on the brand's page (issue 30), in Palco's file storage; its time names its version. */
    logoKey: text("logo_key"),
    logoUpdatedAt: timestamp("logo_updated_at", { withTimezone: true }),
    /** The brand's colours for its campaigns, as #rrggbb: set by the agent or picked from the logo. */
    primaryColor: text("primary_color"),
    secondaryColor: text("secondary_color"),
    ...timestamps,
    version: version(),
  },
  (table) => [
    // "Áqualis" and "aqualis" are the same brand: names are unique once accents and case are folded (migration 0013).
    uniqueIndex("brands_name_unique").on(sql`palco_fold(${table.name})`),
    index("brands_name_idx").on(table.name, table.id),
    check("brands_primary_color_hex", sql`${table.primaryColor} ~ '^#[0-9a-f]{6}$'`),
    check("brands_secondary_color_hex", sql`${table.secondaryColor} ~ '^#[0-9a-f]{6}$'`),
  ],
);
