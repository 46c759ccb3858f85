import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

import type { Page } from "@shared/schemas/common";
import type { CreateTransferWindowInput, TransferWindow } from "@shared/schemas/transfer-window";
import { api } from "@/lib/api-client";

const KEY = ["transfer-windows"] as const;

export const getTransferWindowsQueryOptions = () =>
  queryOptions({
    queryKey: KEY,
    queryFn: () => api.get<Page<TransferWindow>>("/transfer-windows").then((page) => page.items),
    staleTime: 5 * 60_000,
  });

/** `enabled` false for a member whose role does not read the operations, which the windows belong to. */
export const useTransferWindows = (enabled = true) => useQuery({ ...getTransferWindowsQueryOptions(), enabled });

export function useCreateTransferWindow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateTransferWindowInput) => api.post<TransferWindow>("/transfer-windows", input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}

export function useDeleteTransferWindow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`/transfer-windows/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}
