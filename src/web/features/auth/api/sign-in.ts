import { useMutation, useQueryClient } from "@tanstack/react-query";

import type { LoginInput } from "@shared/schemas/auth";
import { authClient } from "@/lib/auth-client";
import { queryKeys } from "@/lib/query-keys";

import { authErrorMessage } from "./auth-error-message";

/** What the password opened: the session, or the step that asks for the second factor. */
export type SignInOutcome = { secondFactor: boolean };

export async function signIn(input: LoginInput): Promise<SignInOutcome> {
  const { data, error } = await authClient.signIn.email({ email: input.email, password: input.password });
  if (error) throw new Error(authErrorMessage(error, "No se pudo iniciar sesión"));
  return { secondFactor: (data as { twoFactorRedirect?: boolean } | null)?.twoFactorRedirect === true };
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: (outcome) =>
      outcome.secondFactor ? undefined : queryClient.invalidateQueries({ queryKey: queryKeys.auth.all }),
  });
}
