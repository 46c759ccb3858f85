import { paths } from "@/config/paths";
import { getDashboardQueryOptions } from "@/features/dashboard/api/get-dashboard";
import { getPlayersQueryOptions } from "@/features/players/api/get-players";
import { playerSortFrom } from "@/features/players/player-sorts";
import { queryClient } from "@/lib/query-client";
import { getSessionQueryOptions } from "@/lib/session";

import { screenCode } from "./screen-code";

// Screens whose code is worth fetching before the session check lets them render.
const codeByPath: Record<string, keyof typeof screenCode> = {
  [paths.dashboard]: "dashboard",
  [paths.players]: "players",
  [paths.brands]: "brands",
  [paths.deals]: "deals",
  [paths.calendar]: "calendar",
  [paths.okrs]: "okrs",
  [paths.news]: "news",
  [paths.documents]: "documents",
  [paths.settings]: "settings",
};

/**
 * Starts what a signed-in screen opens with (its code, the session check and its first data) side by side,
 * instead of one after the other. The screens read the same queries and modules; nothing is asked twice.
 */
export function prefetchScreenData(pathname: string, search: string): void {
  const ignore = () => undefined;
  void queryClient.prefetchQuery(getSessionQueryOptions()).catch(ignore);
  const code = codeByPath[pathname] ?? (pathname.startsWith(`${paths.players}/`) ? "playerLayout" : undefined);
  if (code) void screenCode[code]().catch(ignore);
  if (pathname === paths.dashboard) void queryClient.prefetchQuery(getDashboardQueryOptions()).catch(ignore);
  if (pathname === paths.players) {
    const params = new URLSearchParams(search);
    const q = params.get("q")?.trim() ?? "";
    void queryClient
      .prefetchInfiniteQuery(getPlayersQueryOptions(q, playerSortFrom(params.get("orden"))))
      .catch(ignore);
  }
}
