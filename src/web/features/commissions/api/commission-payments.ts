import { useMutation, useQueryClient, type InfiniteData } from "@tanstack/react-query";

import type { Commission, CommissionPaymentInput } from "@shared/schemas/commission";
import type { Page } from "@shared/schemas/common";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

type FromVersion = { commissionId: string; version: number };

/** Sent from the version the agent saw: a payment recorded meanwhile elsewhere makes it refused (412), not doubled. */
export const addCommissionPayment = ({
  commissionId,
  version,
  input,
}: FromVersion & { input: CommissionPaymentInput }) =>
  api.post<Commission>(`/commissions/${commissionId}/payments`, input, { version });

export const removeCommissionPayment = ({ commissionId, version, paymentId }: FromVersion & { paymentId: string }) =>
  api.delete<Commission>(`/commissions/${commissionId}/payments/${paymentId}`, { version });

type LedgerPages = InfiniteData<Page<Commission>, string | undefined>;

/**
 * Both change the ledger, the quarter's figures and the dashboard card: every "commissions" query is refreshed,
 * also after a refusal, so that the dialog shows what was recorded meanwhile. The answer's instalment replaces the
 * listed one at once: the next payment from the still open dialog must go from the version just saved.
 */
function usePaymentMutation<Variables>(mutationFn: (variables: Variables) => Promise<Commission>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (saved) =>
      queryClient.setQueriesData<LedgerPages>(
        { queryKey: queryKeys.commissions.lists },
        (data) =>
          data && {
            ...data,
            pages: data.pages.map((page) => ({
              ...page,
              items: page.items.map((item) => (item.id === saved.id ? saved : item)),
            })),
          },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.commissions.all }),
  });
}

export const useAddCommissionPayment = () => usePaymentMutation(addCommissionPayment);
export const useRemoveCommissionPayment = () => usePaymentMutation(removeCommissionPayment);
