import { sql } from "drizzle-orm";
import { boolean, check, date, index, numeric, pgTable, text, uuid } from "drizzle-orm/pg-core";

import { user } from "../../auth/table";
import { id, timestamps, version } from "../../db/lib/columns";
import { players } from "../players/table";

/** A representation mandate between the agency and a player (FIFA Football Agent Regulations). */
export const mandates = pgTable(
  "mandates",
  {
    id: id(),
    playerId: uuid("player_id")
      .notNull()
      .references(() => players.id, { onDelete: "cascade" }),
    startDate: date("start_date").notNull(),
    endDate: date("end_date").notNull(),
    /**
     * The licensed member who acts as the player's agent (FIFA art. 11); none means the agency's owner, as the
     * sample data loaded before anyone signed up and the mandates written before Palco had a team.
     */
    agentId: text("agent_id").references(() => user.id, { onDelete: "restrict" }),
    exclusive: boolean("exclusive").notNull().default(true),
    commissionPercent: numeric("commission_percent", { precision: 5, scale: 2, mode: "number" }).notNull(),
    annualRemuneration: numeric("annual_remuneration", { precision: 14, scale: 2, mode: "number" }),
    territory: text("territory").notNull().default(""),
    legalAdviceConfirmed: boolean("legal_advice_confirmed").notNull(),
    fifaRegisteredAt: date("fifa_registered_at"),
    /** The day its last signature was given in Palco: FIFA's registration deadline counts from it. */
    signedOn: date("signed_on"),
    /** For a player under 18: the legal guardian who signs, and the day of their written consent. */
    guardianName: text("guardian_name").notNull().default(""),
    guardianConsentOn: date("guardian_consent_on"),
    notes: text("notes").notNull().default(""),
    ...timestamps,
    version: version(),
  },
  (table) => [
    index("mandates_player_start_idx").on(table.playerId, table.startDate),
    index("mandates_end_idx").on(table.endDate),
    index("mandates_agent_idx").on(table.agentId),
    check("mandates_period_order", sql`${table.endDate} >= ${table.startDate}`),
    check("mandates_commission_range", sql`${table.commissionPercent} between 0 and 100`),
    check("mandates_legal_advice", sql`${table.legalAdviceConfirmed}`),
  ],
);
