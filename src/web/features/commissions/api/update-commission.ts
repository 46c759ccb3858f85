import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Commission, UpdateCommissionInput } from "@shared/schemas/commission";
import { api } from "@/lib/api-client";

export const updateCommission = ({ id, input }: { id: string; input: UpdateCommissionInput }) => api.patch<Commission>(`/commissions/${id}`, input);

export function useUpdateCommission() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateCommission, onSuccess: () => queryClient.invalidateQueries({ queryKey: ["commissions"] }) });
}
