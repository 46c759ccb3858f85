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
