import { sql } from "drizzle-orm";
import { check, date, index, pgTable, text, uuid } from "drizzle-orm/pg-core";

import { id, timestamps, version } from "../../db/lib/columns";
import { eventStatus, eventType } from "../../db/lib/enums";
import { players } from "../players/table";

export const events = pgTable(
  "events",
  {
    id: id(),
    playerId: uuid("player_id")
      .notNull()
      .references(() => players.id, { onDelete: "cascade" }),
    type: eventType("type").notNull(),
    title: text("title").notNull(),
    date: date("date").notNull(),
    time: text("time").notNull(),
    /** When it ends, the same day; null when only the start is known. */
    endTime: text("end_time"),
    location: text("location").notNull().default(""),
    status: eventStatus("status").notNull().default("confirmado"),
    ...timestamps,
    version: version(),
  },
  (table) => [
    index("events_date_idx").on(table.date, table.time, table.id),
    index("events_player_date_idx").on(table.playerId, table.date, table.time, table.id),
    check("events_time_format", sql`${table.time} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
    check(
      "events_end_after_start",
      sql`${table.endTime} is null or (${table.endTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and ${table.endTime} > ${table.time})`,
    ),
  ],
);
