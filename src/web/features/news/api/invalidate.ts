import type { QueryClient } from "@tanstack/react-query";

/** News appear in their own list, on player pages (coverage, sentiment) and on the dashboard. */
export const invalidateNewsViews = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: ["news"] }),
    queryClient.invalidateQueries({ queryKey: ["players", "overview"] }),
    queryClient.invalidateQueries({ queryKey: ["dashboard"] }),
  ]);
