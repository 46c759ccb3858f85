import { useMutation, useQueryClient } from "@tanstack/react-query";

import type { CreateDealInput, Deal } from "@shared/schemas/deal";
import { api } from "@/lib/api-client";

import { invalidateDealViews } from "./invalidate";

export const createDeal = (input: CreateDealInput) => api.post<Deal>("/deals", input);

export function useCreateDeal() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createDeal, onSuccess: () => invalidateDealViews(queryClient) });
}
