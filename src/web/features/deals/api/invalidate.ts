import type { QueryClient } from "@tanstack/react-query";

import { queryKeys } from "@/lib/query-keys";

/** Deals appear in their own lists, on player pages and on the dashboard. */
export const invalidateDealViews = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.deals.all }),
    queryClient.invalidateQueries({ queryKey: queryKeys.players.overviews }),
    queryClient.invalidateQueries({ queryKey: queryKeys.dashboard.all }),
    queryClient.invalidateQueries({ queryKey: queryKeys.brands.all }),
    // A deal's fee, stage and percent make its commission.
    queryClient.invalidateQueries({ queryKey: queryKeys.commissions.all }),
  ]);
