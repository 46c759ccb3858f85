import { sql } from "drizzle-orm";
import { boolean, date, index, numeric, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

import { id, timestamps, version } from "../../db/lib/columns";
import { dealStage } from "../../db/lib/enums";
import { brands } from "../brands/table";
import { players } from "../players/table";

export const deals = pgTable(
  "deals",
  {
    id: id(),
    playerId: uuid("player_id")
      .notNull()
      .references(() => players.id, { onDelete: "cascade" }),
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brands.id, { onDelete: "cascade" }),
    stage: dealStage("stage").notNull().default("Prospect"),
    type: text("type").notNull().default("Patrocinio"),
    fee: text("fee").notNull().default(""),
    /** The fee in euros when its text names one amount (shared/domain/fee-amount.ts); null otherwise. */
    feeAmount: numeric("fee_amount", { precision: 14, scale: 2, mode: "number" }),
    deliverables: text("deliverables")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    startDate: date("start_date"),
    renewDate: date("renew_date"),
    /** The agency's percent of the fee (shared/domain/commissions.ts); the settings give new deals theirs. */
    commissionPercent: numeric("commission_percent", { precision: 5, scale: 2, mode: "number" }).notNull().default(10),
    /** Why a Cerrada deal was lost (shared/domain/pipeline-hygiene.ts); null in any other stage. */
    lostReason: text("lost_reason"),
    /** Exclusive in the brand's sector (shared/domain/exclusivity.ts). */
    exclusive: boolean("exclusive").notNull().default(false),
    /** A picture of the product the deal is about, for its campaign images (issue 30). */
    productKey: text("product_key"),
    productUpdatedAt: timestamp("product_updated_at", { withTimezone: true }),
    ...timestamps,
    version: version(),
  },
  (table) => [
    index("deals_created_idx").on(table.createdAt, table.id),
    index("deals_stage_created_idx").on(table.stage, table.createdAt, table.id),
    index("deals_player_created_idx").on(table.playerId, table.createdAt, table.id),
    index("deals_brand_idx").on(table.brandId),
    // The renewals due soon, for the notification centre.
    index("deals_renew_date_idx").on(table.renewDate),
    // "Sin movimiento": the open deals, longest untouched first.
    index("deals_open_updated_idx")
      .on(table.updatedAt, table.id)
      .where(sql`${table.stage} in ('Prospect', 'Negociación')`),
  ],
);
