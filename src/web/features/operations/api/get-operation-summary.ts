import { useQuery } from "@tanstack/react-query";

import type { OperationSummary } from "@shared/schemas/operation";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export const useOperationSummary = () =>
  useQuery({
    queryKey: queryKeys.operations.summary,
    queryFn: () => api.get<OperationSummary>("/operations/summary"),
  });
