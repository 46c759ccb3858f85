import { roleMay, type TeamResource, type Viewer } from "../../../shared/domain/team-roles";
import type { PlayerOverview } from "../../../shared/schemas/player-overview";

/**
 * The overview gathers a player's deals, investments, events and news: a member reads only the parts their role
 * reads, and no count of the others (a count of deals is already a fact about them).
 */
export function overviewForRole(overview: PlayerOverview, viewer: Viewer | undefined): PlayerOverview {
  if (!viewer) return overview;
  const reads = (resource: TeamResource) => roleMay(viewer.role, resource, "read");
  return {
    ...overview,
    summary: {
      deals: reads("deals") ? overview.summary.deals : null,
      investments: reads("investments") ? overview.summary.investments : null,
      upcomingEvents: reads("events") ? overview.summary.upcomingEvents : null,
    },
    negativeNewsThisMonth: reads("news") ? overview.negativeNewsThisMonth : null,
    deals: reads("deals") ? overview.deals : [],
    investments: reads("investments") ? overview.investments : [],
    events: reads("events") ? overview.events : [],
    news: reads("news") ? overview.news : [],
  };
}
