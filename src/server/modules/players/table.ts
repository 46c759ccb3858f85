import { sql } from "drizzle-orm";
import { bigint, check, date, index, integer, numeric, pgTable, text, timestamp } from "drizzle-orm/pg-core";

import type { IdDocumentType } from "../../../shared/domain/enums";
import { id, timestamps, version } from "../../db/lib/columns";

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
    /** The photo uploaded on the player's page (issue 30), in Palco's file storage; its time names its version. */
    photoKey: text("photo_key"),
    photoUpdatedAt: timestamp("photo_updated_at", { withTimezone: true }),
    instagramFollowers: followers("instagram_followers"),
    tiktokFollowers: followers("tiktok_followers"),
    xFollowers: followers("x_followers"),
    youtubeFollowers: followers("youtube_followers"),
    // null while the agent has no figure: screens say "Sin datos" instead of showing an invented 0 or 50.
    engagementRate: numeric("engagement_rate", { precision: 5, scale: 2, mode: "number" }),
    instagramEngagement: numeric("instagram_engagement", { precision: 5, scale: 2, mode: "number" }),
    tiktokEngagement: numeric("tiktok_engagement", { precision: 5, scale: 2, mode: "number" }),
    /** The positive share of what media and fans say, in percent; negative is stored apart, neutral is the rest. */
    sentiment: integer("sentiment"),
    sentimentNegative: integer("sentiment_negative"),
    marketValue: text("market_value").notNull().default(""),
    /** Euros the market value text names, read like deal fees; null when it names no single amount. */
    marketValueAmount: numeric("market_value_amount", { precision: 14, scale: 2, mode: "number" }),
    contractUntil: date("contract_until"),
    /** The player's identity papers: only roles that see identity numbers read them (issue 43). */
    idDocumentType: text("id_document_type").$type<IdDocumentType>(),
    idDocumentNumber: text("id_document_number"),
    idDocumentExpiry: date("id_document_expiry"),
    // Lower-case, accent-free name, position and team, kept by the query layer so search needs no extension.
    searchText: text("search_text").notNull().default(""),
    ...timestamps,
    version: version(),
  },
  (table) => [
    index("players_name_idx").on(table.name, table.id),
    index("players_created_at_idx").on(table.createdAt),
    index("players_contract_until_idx").on(table.contractUntil),
    // The list's other orders, as PLAYER_SORT_KEYS writes them (the expressions must be the same to be used).
    index("players_market_value_sort_idx").on(sql`(-coalesce(${table.marketValueAmount}, -1))`, table.name, table.id),
    index("players_followers_sort_idx").on(
      sql`(-(${table.instagramFollowers} + ${table.tiktokFollowers} + ${table.xFollowers} + ${table.youtubeFollowers}))`,
      table.name,
      table.id,
    ),
    index("players_engagement_sort_idx").on(sql`(-coalesce(${table.engagementRate}, -1))`, table.name, table.id),
    check("players_sentiment_range", sql`${table.sentiment} between 0 and 100`),
    check("players_id_document_type", sql`${table.idDocumentType} in ('DNI', 'NIE', 'Pasaporte')`),
    check("players_engagement_range", sql`${table.engagementRate} between 0 and 100`),
    check(
      "players_network_engagement_range",
      sql`${table.instagramEngagement} between 0 and 100 and ${table.tiktokEngagement} between 0 and 100`,
    ),
    check(
      "players_sentiment_shares",
      sql`${table.sentimentNegative} between 0 and 100 and ${table.sentiment} + ${table.sentimentNegative} <= 100`,
    ),
    check(
      "players_followers_non_negative",
      sql`${table.instagramFollowers} >= 0 and ${table.tiktokFollowers} >= 0 and ${table.xFollowers} >= 0 and ${table.youtubeFollowers} >= 0`,
    ),
  ],
);
