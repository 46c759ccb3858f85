import { useQuery } from "@tanstack/react-query";

import type { AlertList, UnreadAlerts } from "@shared/schemas/alert";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

// Alerts are computed from the data: asked again every minute, on focus and after any change (lib/query-client).

/** The bell's list, read only while it is open. */
export const useAlerts = (open: boolean) =>
  useQuery({
    queryKey: queryKeys.alerts.list,
    queryFn: () => api.get<AlertList>("/alerts"),
    refetchInterval: 60_000,
    enabled: open,
  });

/** The badge's count on every screen, capped ("9+"): a few index lookups, not the whole list. */
export const useUnreadAlerts = () =>
  useQuery({
    queryKey: queryKeys.alerts.unread,
    queryFn: () => api.get<UnreadAlerts>("/alerts/unread"),
    refetchInterval: 60_000,
  });
