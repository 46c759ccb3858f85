import { useMutation, useQueryClient } from "@tanstack/react-query";

import type { Investment, UpdateInvestmentInput } from "@shared/schemas/investment";
import { api } from "@/lib/api-client";

import { invalidateInvestmentViews } from "./invalidate";

export const updateInvestment = ({
  id,
  input,
  version,
}: {
  id: string;
  input: UpdateInvestmentInput;
  version?: number;
}) => api.patch<Investment>(`/investments/${id}`, input, { version });

export function useUpdateInvestment() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateInvestment, onSuccess: () => invalidateInvestmentViews(queryClient) });
}
