import { useMutation, useQueryClient } from "@tanstack/react-query";

import type { AgentSettings, NotificationPreferences } from "@shared/schemas/agent-settings";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** In the app (the bell), by email or as push: each alert kind has a switch for each. */
export type AlertChannel = "notifications" | "emailAlerts" | "pushAlerts";
const PATHS: Record<AlertChannel, string> = {
  notifications: "/me/notifications",
  emailAlerts: "/me/alert-email",
  pushAlerts: "/me/alert-push",
};

/** A switch moves at once; if the server refuses, it moves back. The bell's alerts follow the switches. */
export function useSaveNotificationPreferences(channel: AlertChannel = "notifications") {
  const queryClient = useQueryClient();
  const setNotifications = (change: (current: NotificationPreferences) => NotificationPreferences) =>
    queryClient.setQueryData<AgentSettings>(
      queryKeys.settings.all,
      (settings) => settings && { ...settings, [channel]: change(settings[channel]) },
    );
  return useMutation({
    mutationFn: (changes: Partial<NotificationPreferences>) =>
      api.patch<NotificationPreferences>(PATHS[channel], changes),
    onMutate: async (changes) => {
      await queryClient.cancelQueries({ queryKey: queryKeys.settings.all });
      const previous = queryClient.getQueryData<AgentSettings>(queryKeys.settings.all)?.[channel];
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
