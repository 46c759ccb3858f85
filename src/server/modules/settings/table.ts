import { boolean, integer, jsonb, numeric, pgTable, text } from "drizzle-orm/pg-core";

import type { NotificationKind } from "../../../shared/schemas/agent-settings";
import { user } from "../../auth/table";
import { timestamps, version } from "../../db/lib/columns";

/** The agent's profile extras and notification preferences (name and email live on the account). */
export const agentSettings = pgTable("agent_settings", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  phone: text("phone").notNull().default(""),
  notifyNegativeSentiment: boolean("notify_negative_sentiment").notNull().default(true),
  notifyContractExpiry: boolean("notify_contract_expiry").notNull().default(true),
  notifyNewOpportunities: boolean("notify_new_opportunities").notNull().default(true),
  notifyUpcomingEvents: boolean("notify_upcoming_events").notNull().default(true),
  notifyMarket: boolean("notify_market").notNull().default(true),
  notifyTasks: boolean("notify_tasks").notNull().default(true),
  notifyMoney: boolean("notify_money").notNull().default(true),
  notifyApprovals: boolean("notify_approvals").notNull().default(true),
  notifyPapers: boolean("notify_papers").notNull().default(true),
  /** The alert kinds also sent by email (each fact once); none until the agent turns one on. */
  emailAlerts: jsonb("email_alerts").$type<Partial<Record<NotificationKind, boolean>>>().notNull().default({}),
  /** The alert kinds also sent as Web Push to the agent's devices; none until the agent turns one on. */
  pushAlerts: jsonb("push_alerts").$type<Partial<Record<NotificationKind, boolean>>>().notNull().default({}),
  /** The hour (0-23, the agency's time) of the daily summary by email; null for none. */
  digestHour: integer("digest_hour"),
  /** Side-menu background chosen through the assistant; a CSS colour validated on the way in, null for the theme's. */
  menuColor: text("menu_color"),
  /** The agency's percent of a sponsorship fee, given to each new deal that names none. */
  dealCommissionPercent: numeric("deal_commission_percent", { precision: 5, scale: 2, mode: "number" })
    .notNull()
    .default(10),
  /** Raised by each save of the profile, and of the commission default: the version each form is read at. */
  profileVersion: integer("profile_version").notNull().default(0),
  commissionsVersion: integer("commissions_version").notNull().default(0),
  ...timestamps,
  version: version(),
});
