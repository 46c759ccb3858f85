import { useMutation, useQueryClient } from "@tanstack/react-query";

import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export const deleteClub = (id: string) => api.delete(`/clubs/${id}`);

export function useDeleteClub() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteClub,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.clubs.all }),
  });
}
