import type { QueryClient } from "@tanstack/react-query";

/** Investments appear in their own lists, on player pages and on the dashboard. */
export const invalidateInvestmentViews = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: ["investments"] }),
    queryClient.invalidateQueries({ queryKey: ["players", "overview"] }),
    queryClient.invalidateQueries({ queryKey: ["dashboard"] }),
    queryClient.invalidateQueries({ queryKey: ["brands"] }),
  ]);
