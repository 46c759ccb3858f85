import { useMutation, useQueryClient } from "@tanstack/react-query";

import type { CommissionDefaults } from "@shared/schemas/agent-settings";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export const saveCommissionDefaults = ({ input, version }: { input: CommissionDefaults; version: number }) =>
  api.put<CommissionDefaults>("/me/commission-defaults", input, { version });

export function useSaveCommissionDefaults() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCommissionDefaults,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.settings.all }),
  });
}
