import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

import type { Collaborator, CreateCollaboratorInput } from "@shared/schemas/collaborator";
import { api } from "@/lib/api-client";

import { settlementKeys } from "./settlement-keys";

export const useCollaborators = () =>
  useQuery({
    queryKey: settlementKeys.collaborators,
    queryFn: () => api.get<{ items: Collaborator[] }>("/collaborators"),
    select: (data) => data.items,
  });

export function useSaveCollaborator() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input, version }: { id?: string; input: CreateCollaboratorInput; version?: number }) =>
      id
        ? api.put<Collaborator>(`/collaborators/${id}`, input, { version })
        : api.post<Collaborator>("/collaborators", input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settlementKeys.all }),
  });
}

export function useDeleteCollaborator() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, version }: { id: string; version: number }) => api.delete(`/collaborators/${id}`, { version }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settlementKeys.all }),
  });
}
