import { date, index, numeric, pgTable, text, uuid } from "drizzle-orm/pg-core";

import { id, timestamps, version } from "../../db/lib/columns";
import { investmentRisk, investmentStatus, investmentType } from "../../db/lib/enums";
import { players } from "../players/table";

export const investments = pgTable(
  "investments",
  {
    id: id(),
    playerId: uuid("player_id")
      .notNull()
      .references(() => players.id, { onDelete: "cascade" }),
    type: investmentType("type").notNull(),
    name: text("name").notNull(),
    amount: text("amount").notNull().default(""),
    /** Euros the amount text names, read like deal fees, so that lists can sort by it. */
    amountValue: numeric("amount_value", { precision: 14, scale: 2, mode: "number" }),
    risk: investmentRisk("risk").notNull().default("medio"),
    status: investmentStatus("status").notNull().default("en evaluación"),
    date: date("date").notNull(),
    expectedReturn: text("expected_return").notNull().default(""),
    ...timestamps,
    version: version(),
  },
  (table) => [
    index("investments_date_idx").on(table.date, table.id),
    index("investments_player_date_idx").on(table.playerId, table.date, table.id),
  ],
);
