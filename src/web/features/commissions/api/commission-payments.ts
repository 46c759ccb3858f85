import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Commission, CommissionPaymentInput } from "@shared/schemas/commission";
import { api } from "@/lib/api-client";

type FromVersion = { commissionId: string; version: number };

/** Sent from the version the agent saw: a payment recorded meanwhile elsewhere makes it refused (412), not doubled. */
export const addCommissionPayment = ({ commissionId, version, input }: FromVersion & { input: CommissionPaymentInput }) =>
  api.post<Commission>(`/commissions/${commissionId}/payments`, input, { version });

export const removeCommissionPayment = ({ commissionId, version, paymentId }: FromVersion & { paymentId: string }) =>
  api.delete<Commission>(`/commissions/${commissionId}/payments/${paymentId}`, { version });

/**
 * Both change the ledger, the quarter's figures and the dashboard card: every "commissions" query is refreshed,
 * also after a refusal, so that the dialog shows what was recorded meanwhile.
 */
export function useAddCommissionPayment() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addCommissionPayment, onSettled: () => queryClient.invalidateQueries({ queryKey: ["commissions"] }) });
}

export function useRemoveCommissionPayment() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: removeCommissionPayment, onSettled: () => queryClient.invalidateQueries({ queryKey: ["commissions"] }) });
}
