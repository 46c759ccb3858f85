import { useMutation, useQueryClient } from "@tanstack/react-query";

import type { CreateInvestmentInput, Investment } from "@shared/schemas/investment";
import { api } from "@/lib/api-client";

import { invalidateInvestmentViews } from "./invalidate";

export const createInvestment = (input: CreateInvestmentInput) => api.post<Investment>("/investments", input);

export function useCreateInvestment() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createInvestment, onSuccess: () => invalidateInvestmentViews(queryClient) });
}
