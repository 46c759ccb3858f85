import { useMutation, useQueryClient } from "@tanstack/react-query";

import type { AlertList, UnreadAlerts } from "@shared/schemas/alert";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** `keys` marks those alerts; "all" marks every current one. */
export const markAlertsRead = (keys: string[] | "all") =>
  keys === "all" ? api.post<void>("/alerts/read-all") : api.post<void>("/alerts/read", { keys });

const markedRead = (list: AlertList, keys: string[] | "all"): AlertList => {
  const items = list.items.map((alert) =>
    keys === "all" || keys.includes(alert.key) ? { ...alert, read: true } : alert,
  );
  const newlyRead = list.items.filter((alert) => !alert.read && (keys === "all" || keys.includes(alert.key))).length;
  return { ...list, items, unread: keys === "all" ? 0 : Math.max(0, list.unread - newlyRead) };
};

export function useMarkAlertsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAlertsRead,
    onMutate: async (keys) => {
      await queryClient.cancelQueries({ queryKey: queryKeys.alerts.all });
      const previous = queryClient.getQueryData<AlertList>(queryKeys.alerts.list);
      const previousUnread = queryClient.getQueryData<UnreadAlerts>(queryKeys.alerts.unread);
      if (previous) {
        const marked = markedRead(previous, keys);
        queryClient.setQueryData(queryKeys.alerts.list, marked);
        // The list's count is exact; the badge's is capped: the smaller is right once the marked ones are gone.
        if (previousUnread)
          queryClient.setQueryData<UnreadAlerts>(queryKeys.alerts.unread, {
            unread: Math.min(previousUnread.unread, marked.unread),
          });
      }
      return { previous, previousUnread };
    },
    onError: (_error, _keys, context) => {
      queryClient.setQueryData(queryKeys.alerts.list, context?.previous);
      queryClient.setQueryData(queryKeys.alerts.unread, context?.previousUnread);
    },
  });
}
