import { index, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { id, timestamps } from "./columns";

export const brands = pgTable(
  "brands",
  {
    id: id(),
    name: text("name").notNull(),
    sector: text("sector").notNull(),
    contactEmail: text("contact_email"),
    logo: text("logo"),
    ...timestamps,
  },
  (table) => [
    uniqueIndex("brands_name_unique").on(sql`lower(${table.name})`),
    index("brands_name_idx").on(table.name, table.id),
  ],
);
