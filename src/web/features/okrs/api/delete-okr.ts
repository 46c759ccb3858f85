import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

export const deleteOkr = (id: string) => api.delete(`/okrs/${id}`);

export function useDeleteOkr() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteOkr, onSuccess: () => queryClient.invalidateQueries({ queryKey: ["okrs"] }) });
}
