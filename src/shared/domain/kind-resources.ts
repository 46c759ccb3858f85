// What each kind of record, and each kind of alert, belongs to in the roles' table: the history, the search and the
// bell show a member only the kinds their role reads, and they all read these maps.

import type { NotificationKind } from "../schemas/agent-settings";
import type { ActivityEntityType } from "./activity";
import type { TeamResource } from "./team-roles";

/** The resource of each kind of record (a history line's, a search result's). */
export const RECORD_RESOURCES: Record<ActivityEntityType, TeamResource> = {
  player: "players",
  brand: "brands",
  deal: "deals",
  investment: "investments",
  club_contract: "players",
  event: "events",
  news: "news",
  document: "documents",
  okr: "okrs",
  approval: "approvals",
  mandate: "mandates",
  transfer_window: "operations",
  commission: "commissions",
  club: "clubs",
  operation: "operations",
  offer: "operations",
  fifa_rule: "mandates",
  contact: "contacts",
  contact_log: "contacts",
  task: "tasks",
  invoice: "invoices",
  billing_issuer: "invoices",
  collaborator: "settlements",
  payout: "settlements",
};

/** The resource each kind of alert is about. */
export const ALERT_RESOURCES: Record<NotificationKind, TeamResource> = {
  crisis: "news",
  approvals: "approvals",
  events: "events",
  tasks: "tasks",
  money: "commissions",
  market: "operations",
  contracts: "players",
  opportunities: "deals",
  papers: "documents",
};
