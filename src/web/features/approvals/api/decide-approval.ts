import { useMutation, useQueryClient } from "@tanstack/react-query";

import type { Approval } from "@shared/schemas/approval";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export type Decision = "approved" | "rejected";

export const decideApproval = ({ id, status }: { id: string; status: Decision }) =>
  api.patch<Approval>(`/approvals/${id}`, { status });

export function useDecideApproval() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideApproval,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.approvals.all }),
  });
}

/** Withdraws a question about a record that the player has not answered yet (only the player answers those). */
export function useWithdrawApproval() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`/approvals/${id}`),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
