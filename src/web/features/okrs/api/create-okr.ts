import type { CreateOkrInput, Okr } from "@shared/schemas/okr";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

export const createOkr = (input: CreateOkrInput) => api.post<Okr>("/okrs", input);

export function useCreateOkr() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createOkr, onSuccess: () => queryClient.invalidateQueries({ queryKey: ["okrs"] }) });
}
