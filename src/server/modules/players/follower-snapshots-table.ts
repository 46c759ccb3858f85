import { sql } from "drizzle-orm";
import { bigint, check, date, index, pgTable, primaryKey, uuid } from "drizzle-orm/pg-core";

import { timestamps } from "../../db/lib/columns";
import { players } from "./table";

/** Followers of a player at the start of a month, so that growth figures are measured, not invented. */
export const followerSnapshots = pgTable(
  "follower_snapshots",
  {
    playerId: uuid("player_id")
      .notNull()
      .references(() => players.id, { onDelete: "cascade" }),
    month: date("month").notNull(),
    instagram: bigint("instagram", { mode: "number" }).notNull(),
    tiktok: bigint("tiktok", { mode: "number" }).notNull(),
    x: bigint("x", { mode: "number" }).notNull(),
    youtube: bigint("youtube", { mode: "number" }).notNull(),
    ...timestamps,
  },
  (table) => [
    primaryKey({ columns: [table.playerId, table.month] }),
    index("follower_snapshots_month_idx").on(table.month),
    check("follower_snapshots_month_start", sql`extract(day from ${table.month}) = 1`),
  ],
);
