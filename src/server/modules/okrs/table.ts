import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";

import type { KeyResult } from "../../../shared/schemas/okr";
import { id, timestamps, version } from "../../db/lib/columns";
import { okrQuarter, okrStatus } from "../../db/lib/enums";
import { players } from "../players/table";

export const okrs = pgTable(
  "okrs",
  {
    id: id(),
    objective: text("objective").notNull(),
    description: text("description").notNull().default(""),
    quarter: okrQuarter("quarter").notNull().default("Q1"),
    year: integer("year").notNull(),
    status: okrStatus("status").notNull().default("active"),
    keyResults: jsonb("key_results").$type<KeyResult[]>().notNull().default([]),
    playerId: uuid("player_id").references(() => players.id, { onDelete: "cascade" }),
    assignedTo: text("assigned_to"),
    ...timestamps,
    version: version(),
  },
  (table) => [
    index("okrs_period_idx").on(table.year, table.quarter, table.id),
    index("okrs_player_idx").on(table.playerId),
    check("okrs_year_range", sql`${table.year} between 2000 and 2100`),
    check("okrs_key_results_array", sql`jsonb_typeof(${table.keyResults}) = 'array'`),
  ],
);
