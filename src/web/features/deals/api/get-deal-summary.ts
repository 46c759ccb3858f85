import { queryOptions, useQuery } from "@tanstack/react-query";

import type { DealSummary } from "@shared/schemas/deal";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export const getDealSummaryQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.deals.summary, queryFn: () => api.get<DealSummary>("/deals/summary") });

export const useDealSummary = () => useQuery(getDealSummaryQueryOptions());
