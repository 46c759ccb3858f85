import { useMutation, useQueryClient } from "@tanstack/react-query";

import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export const deleteOkr = (id: string) => api.delete(`/okrs/${id}`);

export function useDeleteOkr() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteOkr,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.okrs.all }),
  });
}
