import { useMutation, useQueryClient } from "@tanstack/react-query";

import type { SetupInput } from "@shared/schemas/auth";
import { api } from "@/lib/api-client";
import { authClient } from "@/lib/auth-client";
import { queryKeys } from "@/lib/query-keys";

import { authErrorMessage } from "./auth-error-message";

export async function createAgentAccount(input: SetupInput): Promise<void> {
  const { error } = await authClient.signUp.email({ name: input.name, email: input.email, password: input.password });
  if (error) throw new Error(authErrorMessage(error, "No se pudo crear la cuenta"));
  // The account exists and its session is open: the sample is loaded (or declined for good) as the agent chose.
  await api.post("/sample-data", { load: input.loadSampleData });
}

export function useCreateAgentAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAgentAccount,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.auth.all }),
  });
}
