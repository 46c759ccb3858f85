import type { QueryClient } from "@tanstack/react-query";

import { queryKeys } from "@/lib/query-keys";

/** Investments appear in their own lists, on player pages and on the dashboard. */
export const invalidateInvestmentViews = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.investments.all }),
    queryClient.invalidateQueries({ queryKey: queryKeys.players.overviews }),
    queryClient.invalidateQueries({ queryKey: queryKeys.dashboard.all }),
    queryClient.invalidateQueries({ queryKey: queryKeys.brands.all }),
  ]);
