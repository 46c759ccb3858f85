import { useMutation, useQueryClient } from "@tanstack/react-query";

import { api } from "@/lib/api-client";

export type ConfirmedAction = { summary: string; path: string };

/** "Confirmar": the server checks its own signature and the record's version, then writes; every view may change. */
export function useConfirmAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => api.post<ConfirmedAction>("/ai/actions/confirm", { token }),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
