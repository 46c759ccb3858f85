import { useMutation, useQueryClient } from "@tanstack/react-query";

import type { CreateOperationInput, Operation, UpdateOperationInput } from "@shared/schemas/operation";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export const createOperation = (input: CreateOperationInput) => api.post<Operation>("/operations", input);

export const updateOperation = ({
  id,
  input,
  version,
}: {
  id: string;
  input: UpdateOperationInput;
  version?: number;
}) => api.patch<Operation>(`/operations/${id}`, input, { version });

export const deleteOperation = (id: string) => api.delete(`/operations/${id}`);

/** A signed operation changes its player's club and contract: the player's views are refreshed with it. */
const invalidateAfterWrite = (queryClient: ReturnType<typeof useQueryClient>) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.operations.all }),
    queryClient.invalidateQueries({ queryKey: queryKeys.players.all }),
    queryClient.invalidateQueries({ queryKey: queryKeys.activity.all }),
  ]);

export function useCreateOperation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createOperation, onSuccess: () => invalidateAfterWrite(queryClient) });
}

export function useUpdateOperation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateOperation, onSuccess: () => invalidateAfterWrite(queryClient) });
}

export function useDeleteOperation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteOperation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.operations.all }),
  });
}
