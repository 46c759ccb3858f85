import { index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

import { id } from "../db/lib/columns";
import { user } from "./table";

/**
 * A passkey a person registered to sign in without a password: the authenticator's credential id and public key
 * (COSE, as WebAuthn hands it over), and its signature counter, which must only grow.
 */
export const passkeys = pgTable(
  "passkeys",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    /** What the person called it ("Portátil", "iPhone"). */
    name: text("name").notNull(),
    credentialId: text("credential_id").notNull().unique(),
    publicKey: text("public_key").notNull(),
    counter: integer("counter").notNull().default(0),
    transports: text("transports").array().notNull().default([]),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
  },
  (table) => [index("passkeys_user_idx").on(table.userId)],
);

/**
 * A challenge handed to a browser, kept in PostgreSQL so that any process can check the answer, and spent once: a
 * registration's is tied to the signed-in person, a sign-in's to nobody yet.
 */
export const passkeyChallenges = pgTable(
  "passkey_challenges",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id").references(() => user.id, { onDelete: "cascade" }),
    purpose: text("purpose", { enum: ["register", "sign-in"] }).notNull(),
    challenge: text("challenge").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("passkey_challenges_expiry_idx").on(table.expiresAt)],
);
