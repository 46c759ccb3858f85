import { sql } from "drizzle-orm";
import { check, pgTable, text } from "drizzle-orm/pg-core";

import { FIFA_RULE_KEYS } from "../../../shared/domain/fifa-rules";
import { id, timestamps, version } from "../../db/lib/columns";

/**
 * The FIFA rules Palco applies, with their status and source: a change of FIFA's rules (a suspension, a new
 * circular) is an edit of these rows in Configuración. Seeded by migration 0030 from DEFAULT_FIFA_RULES.
 */
export const fifaRules = pgTable(
  "fifa_rules",
  {
    id: id(),
    key: text("key", { enum: FIFA_RULE_KEYS }).notNull().unique(),
    title: text("title").notNull(),
    status: text("status", { enum: ["en vigor", "suspendida"] }).notNull(),
    source: text("source").notNull(),
    ...timestamps,
    version: version(),
  },
  (table) => [check("fifa_rules_status", sql`${table.status} in ('en vigor', 'suspendida')`)],
);
