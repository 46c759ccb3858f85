import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, text, uuid } from "drizzle-orm/pg-core";

import { DOCUMENT_KINDS, type DocumentKind } from "../../../shared/domain/papers";
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
    /** What the paper is (papers.ts): medical ones are read only by roles that see medical information. */
    kind: text("kind").$type<DocumentKind>().notNull().default("otro"),
    /** Its last valid day; it rings `lead_days` (or its kind's default) before. */
    expiresOn: date("expires_on"),
    leadDays: integer("lead_days"),
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
    index("documents_expiry_idx")
      .on(table.expiresOn, table.id)
      .where(sql`${table.expiresOn} is not null`),
    index("documents_player_kind_idx").on(table.playerId, table.kind),
    check("documents_kind", sql.raw(`kind in (${DOCUMENT_KINDS.map((kind) => `'${kind}'`).join(", ")})`)),
    check("documents_lead_days", sql`${table.leadDays} is null or ${table.leadDays} between 0 and 365`),
  ],
);
