import { useMutation, useQueryClient } from "@tanstack/react-query";

import { api } from "@/lib/api-client";

import { invalidateInvestmentViews } from "./invalidate";

export const deleteInvestment = (id: string) => api.delete(`/investments/${id}`);

export function useDeleteInvestment() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteInvestment, onSuccess: () => invalidateInvestmentViews(queryClient) });
}
