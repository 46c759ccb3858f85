import { date, index, integer, pgTable, text, uuid } from "drizzle-orm/pg-core";

import { brands } from "./brands";
import { id, timestamps, version } from "./columns";
import { documentStatus, documentType } from "./enums";
import { players } from "./players";

export const documents = pgTable(
  "documents",
  {
    id: id(),
    playerId: uuid("player_id")
      .notNull()
      .references(() => players.id, { onDelete: "cascade" }),
    brandId: uuid("brand_id").references(() => brands.id, { onDelete: "set null" }),
    type: documentType("type").notNull(),
    name: text("name").notNull(),
    date: date("date").notNull(),
    status: documentStatus("status").notNull().default("pendiente"),
    url: text("url"),
    // Stored file (the documents screen uploads it); null while only metadata exists.
    fileKey: text("file_key"),
    fileName: text("file_name"),
    fileSize: integer("file_size"),
    mimeType: text("mime_type"),
    ...timestamps,
    version: version(),
  },
  (table) => [
    index("documents_date_idx").on(table.date, table.id),
    index("documents_player_date_idx").on(table.playerId, table.date, table.id),
    index("documents_brand_idx").on(table.brandId),
  ],
);
