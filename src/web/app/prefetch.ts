import { getSessionQueryOptions } from "@/features/auth/api/get-session";
import { getDashboardQueryOptions } from "@/features/dashboard/api/get-dashboard";
import { getPlayersQueryOptions } from "@/features/players/api/get-players";
import { paths } from "@/config/paths";
import { queryClient } from "@/lib/query-client";

/**
 * Starts the requests a signed-in screen opens with, side by side with the session check and the screen's own
 * code instead of after them. The screens read the same queries; a request already under way is not repeated.
 */
export function prefetchScreenData(pathname: string, search: string): void {
  const ignore = () => undefined;
  void queryClient.prefetchQuery(getSessionQueryOptions()).catch(ignore);
  if (pathname === paths.dashboard) void queryClient.prefetchQuery(getDashboardQueryOptions()).catch(ignore);
  if (pathname === paths.players) {
    const q = new URLSearchParams(search).get("q")?.trim() ?? "";
    void queryClient.prefetchInfiniteQuery(getPlayersQueryOptions(q)).catch(ignore);
  }
}
