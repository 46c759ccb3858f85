import { queryOptions, useQuery } from "@tanstack/react-query";

import type { CommissionSummary } from "@shared/schemas/commission";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export const getCommissionSummaryQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.commissions.summary,
    queryFn: () => api.get<CommissionSummary>("/commissions/summary"),
  });

export const useCommissionSummary = () => useQuery(getCommissionSummaryQueryOptions());
