import { index, pgTable, text, timestamp } from "drizzle-orm/pg-core";

import { MEMBER_ROLES } from "../../../shared/domain/team-roles";
import { user } from "../../auth/table";
import { id } from "../../db/lib/columns";

/**
 * A one-time link the owner gives a new member to join with a role (issue 43). Only the token's SHA-256 is kept; a
 * new link for the same address replaces its unused ones.
 */
export const teamInvitations = pgTable(
  "team_invitations",
  {
    id: id(),
    email: text("email").notNull(),
    role: text("role", { enum: MEMBER_ROLES }).notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    invitedBy: text("invited_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("team_invitations_email_idx").on(table.email, table.createdAt)],
);
