import type { Okr, UpdateOkrInput } from "@shared/schemas/okr";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

export const updateOkr = ({ id, input, version }: { id: string; input: UpdateOkrInput; version?: number }) =>
  api.patch<Okr>(`/okrs/${id}`, input, { version });

export function useUpdateOkr() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateOkr, onSuccess: () => queryClient.invalidateQueries({ queryKey: ["okrs"] }) });
}
