import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

import type { SampleDataCleared, SampleDataKept, SampleDataStatus } from "@shared/schemas/sample-data";
import { api } from "@/lib/api-client";

const KEY = ["sample-data"] as const;
const KEPT_KEY = ["sample-data", "kept"] as const;

export const useSampleDataStatus = () =>
  useQuery({ queryKey: KEY, queryFn: () => api.get<SampleDataStatus>("/sample-data"), staleTime: 60_000 });

/** What clearing keeps (or kept) and why; read when asked for, as the records may have changed since. */
export const useKeptSampleRecords = (enabled = true) =>
  useQuery({
    queryKey: KEPT_KEY,
    queryFn: () => api.get<SampleDataKept>("/sample-data/kept"),
    enabled,
    staleTime: 0,
  });

// Every screen's data is read again after either clearing.
const everythingButAuth = (queryKey: readonly unknown[]) => queryKey[0] !== "auth";

/** Removes the untouched sample records. */
export function useClearSampleData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<SampleDataCleared>("/sample-data"),
    onSuccess: () => queryClient.invalidateQueries({ predicate: (query) => everythingButAuth(query.queryKey) }),
  });
}

/** "Borrar también": the sample players, brands and clubs the clearing kept, with what hangs from them. */
export function useDeleteKeptSampleRecords() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<{ removed: number; left: number }>("/sample-data/kept"),
    onSuccess: () => queryClient.invalidateQueries({ predicate: (query) => everythingButAuth(query.queryKey) }),
  });
}
