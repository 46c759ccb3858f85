import { useMutation, useQueryClient } from "@tanstack/react-query";

import type { NewsItem, UpdateNewsInput } from "@shared/schemas/news";
import { api } from "@/lib/api-client";

import { invalidateNewsViews } from "./invalidate";

export const updateNews = ({ id, input, version }: { id: string; input: UpdateNewsInput; version?: number }) =>
  api.patch<NewsItem>(`/news/${id}`, input, { version });

export function useUpdateNews() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateNews, onSuccess: () => invalidateNewsViews(queryClient) });
}
