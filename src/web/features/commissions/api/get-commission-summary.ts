import { queryOptions, useQuery } from "@tanstack/react-query";
import type { CommissionSummary } from "@shared/schemas/commission";
import { api } from "@/lib/api-client";

export const getCommissionSummaryQueryOptions = () =>
  queryOptions({ queryKey: ["commissions", "summary"], queryFn: () => api.get<CommissionSummary>("/commissions/summary") });

export const useCommissionSummary = () => useQuery(getCommissionSummaryQueryOptions());
