import type { AgentSettings } from "@shared/schemas/agent-settings";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

export const SETTINGS_KEY = ["me", "settings"] as const;

export const getSettingsQueryOptions = () =>
  queryOptions({ queryKey: SETTINGS_KEY, queryFn: () => api.get<AgentSettings>("/me/settings") });

export const useSettings = () => useQuery(getSettingsQueryOptions());
