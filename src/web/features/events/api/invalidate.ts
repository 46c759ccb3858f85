import type { QueryClient } from "@tanstack/react-query";

import { queryKeys } from "@/lib/query-keys";

/** Events appear in their own lists, on player pages and on the dashboard. */
export const invalidateEventViews = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.events.all }),
    queryClient.invalidateQueries({ queryKey: queryKeys.players.overviews }),
    queryClient.invalidateQueries({ queryKey: queryKeys.dashboard.all }),
    queryClient.invalidateQueries({ queryKey: queryKeys.brands.all }),
  ]);
