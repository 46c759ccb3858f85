import { queryOptions, useQuery } from "@tanstack/react-query";

import type { AlertList } from "@shared/schemas/alert";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** Alerts are computed from the data: asked again every minute, on focus and after any change (lib/query-client). */
export const getAlertsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.alerts.all,
    queryFn: () => api.get<AlertList>("/alerts"),
    refetchInterval: 60_000,
  });

export const useAlerts = () => useQuery(getAlertsQueryOptions());
