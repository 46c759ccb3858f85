import type { QueryClient } from "@tanstack/react-query";

/** Deals appear in their own lists, on player pages and on the dashboard. */
export const invalidateDealViews = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: ["deals"] }),
    queryClient.invalidateQueries({ queryKey: ["players", "overview"] }),
    queryClient.invalidateQueries({ queryKey: ["dashboard"] }),
    queryClient.invalidateQueries({ queryKey: ["brands"] }),
    // A deal's fee, stage and percent make its commission.
    queryClient.invalidateQueries({ queryKey: ["commissions"] }),
  ]);
