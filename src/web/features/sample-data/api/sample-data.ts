import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

import type { SampleDataCleared, SampleDataStatus } from "@shared/schemas/sample-data";
import { api } from "@/lib/api-client";

const KEY = ["sample-data"] as const;

export const useSampleDataStatus = () =>
  useQuery({ queryKey: KEY, queryFn: () => api.get<SampleDataStatus>("/sample-data"), staleTime: 60_000 });

/** Removes the untouched sample records; every screen's data is read again afterwards. */
export function useClearSampleData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<SampleDataCleared>("/sample-data"),
    onSuccess: () => queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== "auth" }),
  });
}
