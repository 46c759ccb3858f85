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

/**
 * A signed operation changes its player's club and contract and the commission ledger; its dates are the agenda's
 * and the bell's: all of them are refreshed with it.
 */
const invalidateAfterWrite = (queryClient: ReturnType<typeof useQueryClient>) =>
  Promise.all(
    [
      queryKeys.operations.all,
      queryKeys.players.all,
      queryKeys.activity.all,
      queryKeys.commissions.all,
      queryKeys.agenda.all,
      queryKeys.alerts.all,
      queryKeys.contactLog.all,
    ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );

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
