import { sql } from "drizzle-orm";
import { check, date, index, jsonb, numeric, pgTable, text, uuid } from "drizzle-orm/pg-core";

import type { ClubContract } from "../../../shared/schemas/club-contract";
import { id, timestamps, version } from "../../db/lib/columns";
import { clubs } from "../clubs/table";
import { operations } from "../operations/table";
import { players } from "../players/table";

/**
 * A player's contract with a club, clause by clause: the salary of each season, the bonuses and how close he is to
 * them, the options and their notice days, the release clause, the sell-on share and the image-rights contract.
 */
export const clubContracts = pgTable(
  "club_contracts",
  {
    id: id(),
    playerId: uuid("player_id")
      .notNull()
      .references(() => players.id, { onDelete: "cascade" }),
    clubId: uuid("club_id")
      .notNull()
      .references(() => clubs.id, { onDelete: "restrict" }),
    /** The signed operation it came from, when it did. */
    operationId: uuid("operation_id").references(() => operations.id, { onDelete: "set null" }),
    startDate: date("start_date").notNull(),
    endDate: date("end_date").notNull(),
    seasons: jsonb("seasons").$type<ClubContract["seasons"]>().notNull(),
    bonuses: jsonb("bonuses").$type<ClubContract["bonuses"]>().notNull().default([]),
    options: jsonb("options").$type<ClubContract["options"]>().notNull().default([]),
    releaseClause: numeric("release_clause", { precision: 14, scale: 2, mode: "number" }),
    sellOnPercent: numeric("sell_on_percent", { precision: 5, scale: 2, mode: "number" }),
    sellOnBeneficiary: text("sell_on_beneficiary").$type<ClubContract["sellOnBeneficiary"]>(),
    imageRights: jsonb("image_rights").$type<ClubContract["imageRights"]>(),
    notes: text("notes").notNull().default(""),
    ...timestamps,
    version: version(),
  },
  (table) => [
    index("club_contracts_player_idx").on(table.playerId, table.startDate),
    index("club_contracts_end_idx").on(table.endDate),
    index("club_contracts_operation_idx").on(table.operationId),
    check("club_contracts_period", sql`${table.endDate} >= ${table.startDate}`),
    check("club_contracts_sell_on", sql`${table.sellOnPercent} is null or ${table.sellOnPercent} between 0 and 100`),
  ],
);
