import { pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * The agent's calendar feed. Its URL carries a token derived from `nonce` and the server secret (so the URL
 * can be shown again without being stored); only the token's SHA-256 is kept, for the lookup. Rotating the
 * feed replaces the row, and the old URL stops working.
 */
export const calendarFeeds = pgTable("calendar_feeds", {
  id: uuid("id").primaryKey().defaultRandom(),
  nonce: text("nonce").notNull(),
  tokenHash: text("token_hash").notNull().unique(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
