import { queryOptions, useQuery } from "@tanstack/react-query";

import type { AgentSettings } from "@shared/schemas/agent-settings";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export const getSettingsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.settings.all, queryFn: () => api.get<AgentSettings>("/me/settings") });

export const useSettings = () => useQuery(getSettingsQueryOptions());
