import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

import { MEMBER_ROLES } from "../../shared/domain/team-roles";
import { players } from "../modules/players/table";

// Tables read and written by better-auth through its drizzle adapter; property names are the ones it expects.

/** The agency's members, each with a role (issue 43), and players with access to their own app (issue 28). */
export const user = pgTable(
  "user",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull().unique(),
    emailVerified: boolean("email_verified").notNull().default(false),
    image: text("image"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    role: text("role", { enum: [...MEMBER_ROLES, "player"] })
      .notNull()
      .default("direccion"),
    /** The account that set Palco up: always dirección, never deactivated nor demoted. */
    isOwner: boolean("is_owner").notNull().default(false),
    /** A deactivated member cannot sign in; their name stays on what they did. */
    deactivatedAt: timestamp("deactivated_at", { withTimezone: true }),
    /** The member's own FIFA agent licence (FIFA FAR art. 11: the licence belongs to the person). */
    licenceNumber: text("licence_number"),
    licenceExpiry: date("licence_expiry", { mode: "string" }),
    /** Signs in with a second factor (an authenticator app's code or a backup code); set by better-auth. */
    twoFactorEnabled: boolean("two_factor_enabled").notNull().default(false),
    /** The player a player account belongs to; deleting the player deletes the account and ends its sessions. */
    playerId: uuid("player_id")
      .unique()
      .references(() => players.id, { onDelete: "cascade" }),
  },
  (table) => [
    check("user_player_role", sql`(${table.role} = 'player') = (${table.playerId} is not null)`),
    check("user_owner_direccion", sql`not ${table.isOwner} or ${table.role} = 'direccion'`),
    uniqueIndex("user_one_owner")
      .on(table.isOwner)
      .where(sql`${table.isOwner}`),
  ],
);

export const session = pgTable(
  "session",
  {
    id: text("id").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    token: text("token").notNull().unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
  },
  (table) => [index("session_user_id_idx").on(table.userId)],
);

export const account = pgTable(
  "account",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("account_user_id_idx").on(table.userId)],
);

export const verification = pgTable(
  "verification",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("verification_identifier_idx").on(table.identifier)],
);

export const rateLimit = pgTable("rate_limit", {
  id: text("id").primaryKey(),
  key: text("key").notNull().unique(),
  count: integer("count").notNull(),
  lastRequest: bigint("last_request", { mode: "number" }).notNull(),
});

/** A member's authenticator secret and backup codes, both encrypted with the server secret by better-auth. */
export const twoFactor = pgTable(
  "two_factor",
  {
    id: text("id").primaryKey(),
    secret: text("secret").notNull(),
    backupCodes: text("backup_codes").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    /** False between asking for the secret and proving it with a first code. */
    verified: boolean("verified").notNull().default(true),
    failedVerificationCount: integer("failed_verification_count").notNull().default(0),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
  },
  (table) => [index("two_factor_user_idx").on(table.userId), index("two_factor_secret_idx").on(table.secret)],
);
