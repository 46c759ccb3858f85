import { boolean, pgTable, text } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { timestamps } from "./columns";

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
  ...timestamps,
});
