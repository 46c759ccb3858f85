import type { AlertList } from "@shared/schemas/alert";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

export const ALERTS_KEY = ["notifications"] as const;

/** Alerts are computed from the data: asked again every minute, on focus and after any change (lib/query-client). */
export const getAlertsQueryOptions = () =>
  queryOptions({ queryKey: ALERTS_KEY, queryFn: () => api.get<AlertList>("/notifications"), refetchInterval: 60_000 });

export const useAlerts = () => useQuery(getAlertsQueryOptions());
