import { roleMay, type TeamResource, type Viewer } from "../../../shared/domain/team-roles";
import type { Dashboard } from "../../../shared/schemas/dashboard";

/** The dashboard without the deals, events or news of a role that does not read them, nor their counts. */
export function dashboardForRole(dashboard: Dashboard, viewer: Viewer | undefined): Dashboard {
  if (!viewer) return dashboard;
  const reads = (resource: TeamResource) => roleMay(viewer.role, resource, "read");
  return {
    ...dashboard,
    deals: reads("deals") ? dashboard.deals : null,
    commissions: reads("commissions") ? dashboard.commissions : null,
    upcomingEvents: reads("events") ? dashboard.upcomingEvents : [],
    recentNews: reads("news") ? dashboard.recentNews : [],
  };
}
