import { useMutation, useQueryClient } from "@tanstack/react-query";

import { api } from "@/lib/api-client";

import { invalidateNewsViews } from "./invalidate";

export const deleteNews = (id: string) => api.delete(`/news/${id}`);

export function useDeleteNews() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteNews, onSuccess: () => invalidateNewsViews(queryClient) });
}
