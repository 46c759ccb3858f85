import type { QueryClient } from "@tanstack/react-query";

export const invalidateDocumentViews = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: ["documents"] });
