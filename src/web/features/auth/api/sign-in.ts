import { useMutation, useQueryClient } from "@tanstack/react-query";

import type { LoginInput } from "@shared/schemas/auth";
import { authClient } from "@/lib/auth-client";
import { queryKeys } from "@/lib/query-keys";

import { authErrorMessage } from "./auth-error-message";

export async function signIn(input: LoginInput): Promise<void> {
  const { error } = await authClient.signIn.email({ email: input.email, password: input.password });
  if (error) throw new Error(authErrorMessage(error, "No se pudo iniciar sesión"));
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.auth.all }),
  });
}
