import { useMutation, useQueryClient } from "@tanstack/react-query";

import { api } from "@/lib/api-client";

import { invalidateDealViews } from "./invalidate";

export const deleteDeal = (id: string) => api.delete(`/deals/${id}`);

export function useDeleteDeal() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteDeal, onSuccess: () => invalidateDealViews(queryClient) });
}
