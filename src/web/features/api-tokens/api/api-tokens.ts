import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

import type { ApiToken, CreateApiTokenInput, CreatedApiToken } from "@shared/schemas/api-token";
import { api } from "@/lib/api-client";

const KEY = ["api-tokens"] as const;

export const useApiTokens = () => useQuery({ queryKey: KEY, queryFn: () => api.get<ApiToken[]>("/tokens") });

export function useCreateApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateApiTokenInput) => api.post<CreatedApiToken>("/tokens", input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}

export function useRevokeApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`/tokens/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}
