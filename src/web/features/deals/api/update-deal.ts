import { useMutation, useQueryClient } from "@tanstack/react-query";

import type { Deal, UpdateDealInput } from "@shared/schemas/deal";
import { api } from "@/lib/api-client";

import { invalidateDealViews } from "./invalidate";

export const updateDeal = ({ id, input, version }: { id: string; input: UpdateDealInput; version?: number }) =>
  api.patch<Deal>(`/deals/${id}`, input, { version });

export function useUpdateDeal() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateDeal, onSuccess: () => invalidateDealViews(queryClient) });
}
