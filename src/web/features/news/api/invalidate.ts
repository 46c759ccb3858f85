import type { QueryClient } from "@tanstack/react-query";

import { queryKeys } from "@/lib/query-keys";

/** News appear in their own list, on player pages (coverage, sentiment) and on the dashboard. */
export const invalidateNewsViews = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.news.all }),
    queryClient.invalidateQueries({ queryKey: queryKeys.players.overviews }),
    queryClient.invalidateQueries({ queryKey: queryKeys.dashboard.all }),
  ]);
