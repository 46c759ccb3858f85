import type { ActivityEntityType } from "@shared/domain/activity";

import { paths } from "./paths";

/**
 * Where a record of the history is dealt with: its page, its screen opened on it, or its player's tab. Null for
 * records without a screen of their own (an offer, a person at a club).
 */
export function recordPath(entityType: ActivityEntityType, id: string, playerId: string | null): string | null {
  switch (entityType) {
    case "player":
      return paths.player(id);
    case "brand":
      return paths.brand(id);
    case "club":
      return paths.club(id);
    case "operation":
      return paths.operation(id);
    case "deal":
      return `${paths.deals}?abrir=${id}`;
    case "document":
      return `${paths.documents}?abrir=${id}`;
    case "okr":
      return `${paths.okrs}?abrir=${id}`;
    case "commission":
      return paths.commissions;
    case "approval":
      return paths.approvals;
    case "event":
      return playerId ? paths.playerTab(playerId, "calendar") : paths.calendar;
    case "investment":
      return playerId ? paths.playerTab(playerId, "investments") : null;
    case "mandate":
      return playerId ? paths.playerTab(playerId, "mandate") : paths.mandates;
    case "news":
      return playerId ? paths.playerTab(playerId, "reputation") : paths.news;
    case "task":
      return paths.tasks;
    case "transfer_window":
    case "fifa_rule":
      return paths.settings;
    default:
      return null;
  }
}
