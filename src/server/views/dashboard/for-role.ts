import { roleMay, type TeamResource, type Viewer } from "../../../shared/domain/team-roles";
import type { Dashboard } from "../../../shared/schemas/dashboard";

// One cut per kept dashboard and role: the same object each time, so that its JSON and gzip are kept with it
// (http/kept-json.ts) instead of being made again on every request.
const cuts = new WeakMap<Dashboard, Map<string, Dashboard>>();

/** The dashboard without the deals, events or news of a role that does not read them, nor their counts. */
export function dashboardForRole(dashboard: Dashboard, viewer: Viewer | undefined): Dashboard {
  if (!viewer) return dashboard;
  const reads = (resource: TeamResource) => roleMay(viewer.role, resource, "read");
  const hidden = (["deals", "commissions", "events", "news"] as const).filter((resource) => !reads(resource));
  if (hidden.length === 0) return dashboard;
  const forDashboard = cuts.get(dashboard) ?? new Map<string, Dashboard>();
  cuts.set(dashboard, forDashboard);
  const kept = forDashboard.get(viewer.role);
  if (kept) return kept;
  const cut: Dashboard = {
    ...dashboard,
    deals: reads("deals") ? dashboard.deals : null,
    commissions: reads("commissions") ? dashboard.commissions : null,
    upcomingEvents: reads("events") ? dashboard.upcomingEvents : [],
    recentNews: reads("news") ? dashboard.recentNews : [],
  };
  forDashboard.set(viewer.role, cut);
  return cut;
}
