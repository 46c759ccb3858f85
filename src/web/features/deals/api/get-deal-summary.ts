import type { DealSummary } from "@shared/schemas/deal";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

export const getDealSummaryQueryOptions = () =>
  queryOptions({ queryKey: ["deals", "summary"], queryFn: () => api.get<DealSummary>("/deals/summary") });

export const useDealSummary = () => useQuery(getDealSummaryQueryOptions());
