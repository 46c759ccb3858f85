import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Commission, CommissionPaymentInput } from "@shared/schemas/commission";
import { api } from "@/lib/api-client";

export const addCommissionPayment = ({ commissionId, input }: { commissionId: string; input: CommissionPaymentInput }) =>
  api.post<Commission>(`/commissions/${commissionId}/payments`, input);

export const removeCommissionPayment = ({ commissionId, paymentId }: { commissionId: string; paymentId: string }) =>
  api.delete<Commission>(`/commissions/${commissionId}/payments/${paymentId}`);

/** Both change the ledger, the quarter's figures and the dashboard card: every "commissions" query is refreshed. */
export function useAddCommissionPayment() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addCommissionPayment, onSuccess: () => queryClient.invalidateQueries({ queryKey: ["commissions"] }) });
}

export function useRemoveCommissionPayment() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: removeCommissionPayment, onSuccess: () => queryClient.invalidateQueries({ queryKey: ["commissions"] }) });
}
