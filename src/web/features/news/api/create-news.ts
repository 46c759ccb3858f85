import { useMutation, useQueryClient } from "@tanstack/react-query";

import type { CreateNewsInput, NewsItem } from "@shared/schemas/news";
import { api } from "@/lib/api-client";

import { invalidateNewsViews } from "./invalidate";

export const createNews = (input: CreateNewsInput) => api.post<NewsItem>("/news", input);

export function useCreateNews() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createNews, onSuccess: () => invalidateNewsViews(queryClient) });
}
