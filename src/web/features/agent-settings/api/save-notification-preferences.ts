import { useMutation, useQueryClient } from "@tanstack/react-query";

import type { AgentSettings, NotificationPreferences } from "@shared/schemas/agent-settings";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export const saveNotificationPreferences = (changes: Partial<NotificationPreferences>) =>
  api.patch<NotificationPreferences>("/me/notifications", changes);

/** A switch moves at once; if the server refuses, it moves back. The bell's alerts follow the switches. */
export function useSaveNotificationPreferences() {
  const queryClient = useQueryClient();
  const setNotifications = (change: (current: NotificationPreferences) => NotificationPreferences) =>
    queryClient.setQueryData<AgentSettings>(
      queryKeys.settings.all,
      (settings) => settings && { ...settings, notifications: change(settings.notifications) },
    );
  return useMutation({
    mutationFn: saveNotificationPreferences,
    onMutate: async (changes) => {
      await queryClient.cancelQueries({ queryKey: queryKeys.settings.all });
      const previous = queryClient.getQueryData<AgentSettings>(queryKeys.settings.all)?.notifications;
      setNotifications((current) => ({ ...current, ...changes }));
      return { previous };
    },
    onError: (_error, _changes, context) => context?.previous && setNotifications(() => context.previous!),
    onSuccess: (saved) => {
      setNotifications(() => saved);
      // The settings' version moved with the switch: the profile and commission forms save from the new one.
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.alerts.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.settings.all }),
      ]);
    },
  });
}
