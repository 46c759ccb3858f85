import { sql } from "drizzle-orm";
import { integer, timestamp, uuid } from "drizzle-orm/pg-core";

export const id = () => uuid("id").primaryKey().defaultRandom();

export const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => sql`now()`),
};

/**
 * The record's version, raised by a trigger on every update (migration 0024): GET answers it as the ETag, and an
 * edit that names an older one with If-Match is refused with 412 instead of silently overwriting.
 */
export const version = () => integer("version").notNull().default(1);
