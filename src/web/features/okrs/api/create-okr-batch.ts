import { useMutation, useQueryClient } from "@tanstack/react-query";

import type { CreateOkrBatchInput, Okr } from "@shared/schemas/okr";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** Saves a whole set (all or none). */
export const createOkrBatch = (input: CreateOkrBatchInput) => api.post<{ items: Okr[] }>("/okrs/batch", input);

export function useCreateOkrBatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOkrBatch,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.okrs.all }),
  });
}
