import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Okr, UpdateOkrInput } from "@shared/schemas/okr";
import { api } from "@/lib/api-client";

export const updateOkr = ({ id, input }: { id: string; input: UpdateOkrInput }) => api.patch<Okr>(`/okrs/${id}`, input);

export function useUpdateOkr() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateOkr, onSuccess: () => queryClient.invalidateQueries({ queryKey: ["okrs"] }) });
}
