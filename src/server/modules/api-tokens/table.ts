import { index, pgTable, text, timestamp } from "drizzle-orm/pg-core";

import { user } from "../../auth/table";
import { id } from "../../db/lib/columns";

/**
 * A personal access token for the MCP server. Only the SHA-256 of its secret is kept: the secret is shown once,
 * when it is created. Deleting the row revokes it.
 */
export const apiTokens = pgTable(
  "api_tokens",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    scope: text("scope").$type<"read" | "write">().notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
  },
  (table) => [index("api_tokens_user_idx").on(table.userId, table.createdAt)],
);
