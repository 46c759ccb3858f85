import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Investment, UpdateInvestmentInput } from "@shared/schemas/investment";
import { api } from "@/lib/api-client";
import { invalidateInvestmentViews } from "./invalidate";

export const updateInvestment = ({ id, input }: { id: string; input: UpdateInvestmentInput }) => api.patch<Investment>(`/investments/${id}`, input);

export function useUpdateInvestment() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateInvestment, onSuccess: () => invalidateInvestmentViews(queryClient) });
}
