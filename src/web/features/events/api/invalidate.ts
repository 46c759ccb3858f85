import type { QueryClient } from "@tanstack/react-query";

/** Events appear in their own lists, on player pages and on the dashboard. */
export const invalidateEventViews = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: ["events"] }),
    queryClient.invalidateQueries({ queryKey: ["players", "overview"] }),
    queryClient.invalidateQueries({ queryKey: ["dashboard"] }),
    queryClient.invalidateQueries({ queryKey: ["brands"] }),
  ]);
