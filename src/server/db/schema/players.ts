import { sql } from "drizzle-orm";
import { bigint, check, date, index, integer, numeric, pgTable, text } from "drizzle-orm/pg-core";
import { id, timestamps } from "./columns";

const followers = (name: string) => bigint(name, { mode: "number" }).notNull().default(0);

export const players = pgTable(
  "players",
  {
    id: id(),
    name: text("name").notNull(),
    birthDate: date("birth_date"),
    position: text("position").notNull(),
    nationality: text("nationality").notNull(),
    team: text("team").notNull(),
    image: text("image"),
    instagramFollowers: followers("instagram_followers"),
    tiktokFollowers: followers("tiktok_followers"),
    xFollowers: followers("x_followers"),
    youtubeFollowers: followers("youtube_followers"),
    engagementRate: numeric("engagement_rate", { precision: 5, scale: 2, mode: "number" }).notNull().default(0),
    sentiment: integer("sentiment").notNull().default(50),
    marketValue: text("market_value").notNull().default(""),
    contractUntil: date("contract_until"),
    // Lower-case, accent-free name, position and team, kept by the query layer so search needs no extension.
    searchText: text("search_text").notNull().default(""),
    ...timestamps,
  },
  (table) => [
    index("players_name_idx").on(table.name, table.id),
    index("players_created_at_idx").on(table.createdAt),
    index("players_contract_until_idx").on(table.contractUntil),
    check("players_sentiment_range", sql`${table.sentiment} between 0 and 100`),
    check("players_engagement_range", sql`${table.engagementRate} between 0 and 100`),
    check(
      "players_followers_non_negative",
      sql`${table.instagramFollowers} >= 0 and ${table.tiktokFollowers} >= 0 and ${table.xFollowers} >= 0 and ${table.youtubeFollowers} >= 0`,
    ),
  ],
);
