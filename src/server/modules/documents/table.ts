import { date, index, integer, pgTable, text, uuid } from "drizzle-orm/pg-core";

import { id, timestamps, version } from "../../db/lib/columns";
import { documentStatus, documentType } from "../../db/lib/enums";
import { brands } from "../brands/table";
import { players } from "../players/table";

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
