import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Deal, UpdateDealInput } from "@shared/schemas/deal";
import { api } from "@/lib/api-client";
import { invalidateDealViews } from "./invalidate";

export const updateDeal = ({ id, input }: { id: string; input: UpdateDealInput }) => api.patch<Deal>(`/deals/${id}`, input);

export function useUpdateDeal() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateDeal, onSuccess: () => invalidateDealViews(queryClient) });
}
