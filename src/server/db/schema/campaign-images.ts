import { index, pgTable, text, uuid } from "drizzle-orm/pg-core";

import { id, timestamps } from "./columns";
import { players } from "./players";

/** Images made by the campaign generator; the PNG itself lives in file storage under file_key. */
export const campaignImages = pgTable(
  "campaign_images",
  {
    id: id(),
    playerId: uuid("player_id")
      .notNull()
      .references(() => players.id, { onDelete: "cascade" }),
    prompt: text("prompt").notNull(),
    campaignType: text("campaign_type").notNull(),
    aspectRatio: text("aspect_ratio").notNull(),
    quality: text("quality").notNull(),
    style: text("style").notNull(),
    engine: text("engine").notNull(),
    fileKey: text("file_key").notNull(),
    ...timestamps,
  },
  (table) => [index("campaign_images_player_idx").on(table.playerId, table.createdAt)],
);
