import { useMutation, useQueryClient } from "@tanstack/react-query";

import type { CreateOkrInput, Okr } from "@shared/schemas/okr";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export const createOkr = (input: CreateOkrInput) => api.post<Okr>("/okrs", input);

export function useCreateOkr() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOkr,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.okrs.all }),
  });
}
