import type { QueryClient } from "@tanstack/react-query";

import { queryKeys } from "@/lib/query-keys";

export const invalidateDocumentViews = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: queryKeys.documents.all });
