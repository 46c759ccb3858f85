import { date, index, numeric, pgEnum, pgTable, text, uuid } from "drizzle-orm/pg-core";

import { OPERATION_STAGES, OPERATION_TYPES } from "../../../shared/domain/operations";
import { id, timestamps, version } from "../../db/lib/columns";
import { clubs } from "../clubs/table";
import { players } from "../players/table";

export const operationType = pgEnum("operation_type", OPERATION_TYPES);
export const operationStage = pgEnum("operation_stage", OPERATION_STAGES);

/** A transfer, loan, renewal or free signing the agent negotiates for a player. */
export const operations = pgTable(
  "operations",
  {
    id: id(),
    playerId: uuid("player_id")
      .notNull()
      .references(() => players.id, { onDelete: "cascade" }),
    type: operationType("type").notNull(),
    // A club with operations is kept: its deletion is refused (database-errors.ts) rather than taking them along.
    clubId: uuid("club_id")
      .notNull()
      .references(() => clubs.id, { onDelete: "restrict" }),
    originClubId: uuid("origin_club_id").references(() => clubs.id, { onDelete: "restrict" }),
    stage: operationStage("stage").notNull().default("Sondeo"),
    transferFee: text("transfer_fee").notNull().default(""),
    salary: text("salary").notNull().default(""),
    signingBonus: text("signing_bonus").notNull().default(""),
    bonuses: text("bonuses").notNull().default(""),
    startDate: date("start_date"),
    endDate: date("end_date"),
    /** The day the contract was signed: set to the day of "Firmada" unless the agent gives it. */
    signedOn: date("signed_on"),
    agentFeePercent: numeric("agent_fee_percent", { precision: 5, scale: 2, mode: "number" }),
    agentFeeAmount: text("agent_fee_amount"),
    lostReason: text("lost_reason"),
    ...timestamps,
    version: version(),
  },
  (table) => [
    index("operations_created_idx").on(table.createdAt, table.id),
    index("operations_player_idx").on(table.playerId, table.createdAt),
    index("operations_club_idx").on(table.clubId),
    index("operations_origin_club_idx").on(table.originClubId),
    // The agenda's signings and contract starts.
    index("operations_signed_idx").on(table.signedOn),
    index("operations_start_idx").on(table.startDate),
  ],
);
