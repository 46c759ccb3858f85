import { useMutation, useQueryClient } from "@tanstack/react-query";

import type { CreateMandateInput, Mandate, UpdateMandateInput } from "@shared/schemas/mandate";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export const createMandate = (input: CreateMandateInput) => api.post<Mandate>("/mandates", input);
export const updateMandate = ({ id, input, version }: { id: string; input: UpdateMandateInput; version?: number }) =>
  api.patch<Mandate>(`/mandates/${id}`, input, { version });
export const deleteMandate = (id: string) => api.delete(`/mandates/${id}`);

const useMandateMutation = <Input, Output>(mutationFn: (input: Input) => Promise<Output>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    // A mandate's dates and remuneration make its quarterly commissions.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.mandates.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.commissions.all }),
      ]),
  });
};

export const useCreateMandate = () => useMandateMutation(createMandate);
export const useUpdateMandate = () => useMandateMutation(updateMandate);
export const useDeleteMandate = () => useMandateMutation(deleteMandate);
