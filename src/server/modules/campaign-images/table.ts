import { index, pgTable, text, uuid } from "drizzle-orm/pg-core";

import { id, timestamps } from "../../db/lib/columns";
import { brands } from "../brands/table";
import { deals } from "../deals/table";
import { players } from "../players/table";

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
    /** The brand (and deal) the campaign is for; the image stays in the history when they are deleted. */
    brandId: uuid("brand_id").references(() => brands.id, { onDelete: "set null" }),
    dealId: uuid("deal_id").references(() => deals.id, { onDelete: "set null" }),
    /** The words printed on the image, as the agent approved them before generating. */
    headline: text("headline"),
    slogan: text("slogan"),
    hashtags: text("hashtags").array().notNull().default([]),
    ...timestamps,
  },
  (table) => [
    index("campaign_images_player_idx").on(table.playerId, table.createdAt),
    index("campaign_images_brand_idx").on(table.brandId),
    index("campaign_images_deal_idx").on(table.dealId),
  ],
);
