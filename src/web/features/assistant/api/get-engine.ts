import { queryOptions, useQuery } from "@tanstack/react-query";

import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export type EngineInfo = { kind: "offline" | "model"; label: string };

export const engineQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.ai.engine,
    queryFn: () => api.get<EngineInfo>("/ai/engine"),
    staleTime: 10 * 60 * 1000,
  });

export const useEngine = () => useQuery(engineQueryOptions());
