import { useMutation, useQueryClient } from "@tanstack/react-query";

import { api } from "@/lib/api-client";

export const deleteBrand = (id: string) => api.delete(`/brands/${id}`);

export function useDeleteBrand() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBrand,
    // The brand's deals go with it: dashboards, pipelines and player pages change too.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
