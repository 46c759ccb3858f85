import { pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Facts about the installation itself, e.g. when the sample data was loaded (so it is never loaded twice). */
export const appMeta = pgTable("app_meta", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
