import { useMutation, useQueryClient } from "@tanstack/react-query";

import type { Okr, UpdateOkrInput } from "@shared/schemas/okr";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export const updateOkr = ({ id, input, version }: { id: string; input: UpdateOkrInput; version?: number }) =>
  api.patch<Okr>(`/okrs/${id}`, input, { version });

export function useUpdateOkr() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOkr,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.okrs.all }),
  });
}
