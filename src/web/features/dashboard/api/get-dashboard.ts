import { queryOptions, useQuery } from "@tanstack/react-query";

import type { Dashboard } from "@shared/schemas/dashboard";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export const getDashboard = () => api.get<Dashboard>("/dashboard");

export const getDashboardQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.dashboard.all, queryFn: getDashboard });

export const useDashboard = () => useQuery(getDashboardQueryOptions());
