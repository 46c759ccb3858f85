import { date, index, pgTable, text, uuid } from "drizzle-orm/pg-core";

import { id, timestamps, version } from "../../db/lib/columns";
import { newsSentiment } from "../../db/lib/enums";
import { players } from "../players/table";

export const news = pgTable(
  "news",
  {
    id: id(),
    playerId: uuid("player_id")
      .notNull()
      .references(() => players.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    source: text("source").notNull(),
    sentiment: newsSentiment("sentiment").notNull().default("neutral"),
    date: date("date").notNull(),
    excerpt: text("excerpt").notNull().default(""),
    ...timestamps,
    version: version(),
  },
  (table) => [
    index("news_date_idx").on(table.date, table.id),
    index("news_player_date_idx").on(table.playerId, table.date, table.id),
    index("news_sentiment_date_idx").on(table.sentiment, table.date, table.id),
  ],
);
