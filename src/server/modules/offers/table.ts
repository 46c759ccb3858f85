import { sql } from "drizzle-orm";
import { date, index, integer, pgEnum, pgTable, text, uuid } from "drizzle-orm/pg-core";

import { OFFER_DIRECTIONS, OFFER_STATES } from "../../../shared/domain/operations";
import { id, timestamps, version } from "../../db/lib/columns";
import { clubs } from "../clubs/table";
import { operations } from "../operations/table";

export const offerDirection = pgEnum("offer_direction", OFFER_DIRECTIONS);
export const offerState = pgEnum("offer_state", OFFER_STATES);

/** Each offer of an operation's negotiation, in either direction, with what the club answered. */
export const offers = pgTable(
  "offers",
  {
    id: id(),
    operationId: uuid("operation_id")
      .notNull()
      .references(() => operations.id, { onDelete: "cascade" }),
    date: date("date").notNull(),
    direction: offerDirection("direction").notNull(),
    clubId: uuid("club_id")
      .notNull()
      .references(() => clubs.id, { onDelete: "restrict" }),
    transferFee: text("transfer_fee").notNull().default(""),
    salary: text("salary").notNull().default(""),
    years: integer("years"),
    state: offerState("state").notNull().default("pendiente"),
    feedback: text("feedback").notNull().default(""),
    /** The day an answer is due by: the agenda shows it, and a pending offer past it rings the bell. */
    respondBy: date("respond_by"),
    ...timestamps,
    version: version(),
  },
  (table) => [
    index("offers_operation_date_idx").on(table.operationId, table.date, table.createdAt),
    // The bell's unanswered offers: by the day they start ringing (past the answer day, or a week after the offer).
    index("offers_pending_due_idx")
      .on(sql`coalesce(${table.respondBy} + 1, ${table.date} + 7)`)
      .where(sql`${table.state} = 'pendiente'`),
    // The agenda's answers due.
    index("offers_pending_respond_by_idx")
      .on(table.respondBy)
      .where(sql`${table.state} = 'pendiente'`),
  ],
);
