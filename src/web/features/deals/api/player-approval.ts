import { useMutation, useQueryClient } from "@tanstack/react-query";

import type { Approval } from "@shared/schemas/approval";
import { api } from "@/lib/api-client";

/** Asks the player about the deal's terms in their app; the deal then waits for them before Activa. */
export function useAskPlayerApproval() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (dealId: string) => api.post<Approval>("/approvals", { recordType: "deal", recordId: dealId }),
    // The deal, its player's page and the approvals screen all show the question.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

/** Withdraws a question the player has not answered yet. */
export function useWithdrawPlayerApproval() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (approvalId: string) => api.delete(`/approvals/${approvalId}`),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
