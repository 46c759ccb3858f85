import { useMutation, useQueryClient } from "@tanstack/react-query";

import type { ApprovalRecordType } from "@shared/domain/enums";
import type { Approval } from "@shared/schemas/approval";
import { api } from "@/lib/api-client";

/** Asks the player about a record (a deal's terms, an image to post) in their app. */
export function useAskPlayerApproval() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (record: { recordType: ApprovalRecordType; recordId: string }) =>
      api.post<Approval>("/approvals", record),
    // The record, its player's pages and the approvals screen all show the question.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

/** Withdraws a question the player has not answered yet (only the player answers it). */
export function useWithdrawPlayerApproval() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (approvalId: string) => api.delete(`/approvals/${approvalId}`),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
