import { useMutation, useQueryClient } from "@tanstack/react-query";

import { TWO_FACTOR_MESSAGES } from "@shared/domain/two-factor";
import { authClient } from "@/lib/auth-client";
import { queryKeys } from "@/lib/query-keys";

type AuthError = { status: number; message?: string };

const messageOf = (error: AuthError, fallback: string) => {
  if (error.status === 429) return "Demasiados intentos. Espera un minuto y vuelve a intentarlo.";
  if (error.status === 403 && error.message) return error.message;
  if (error.status === 400 || error.status === 401) return fallback;
  return "No se pudo completar. Inténtalo de nuevo.";
};

/** The secret for the authenticator app (as an otpauth:// address) and the ten backup codes, shown once. */
export type TwoFactorSecret = { totpURI: string; backupCodes: string[] };

/** Step one: the password proves it is the member; the server makes the secret, not yet in force. */
export const useStartTwoFactor = () =>
  useMutation({
    mutationFn: async (password: string) => {
      const { data, error } = await authClient.$fetch<TwoFactorSecret>("/two-factor/enable", {
        method: "POST",
        body: { password },
      });
      if (error || !data) throw new Error(messageOf(error ?? { status: 500 }, "Contraseña incorrecta"));
      return data;
    },
  });

/** Step two: a first code from the app proves it holds the secret; from then on sign-in asks for one. */
export function useConfirmTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (code: string) => {
      const { error } = await authClient.$fetch("/two-factor/verify-totp", {
        method: "POST",
        body: { code: code.replace(/\s/g, "") },
      });
      if (error) throw new Error(messageOf(error, TWO_FACTOR_MESSAGES.invalidCode));
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.auth.all }),
  });
}

export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (password: string) => {
      const { error } = await authClient.$fetch("/two-factor/disable", { method: "POST", body: { password } });
      if (error) throw new Error(messageOf(error, "Contraseña incorrecta"));
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.auth.all }),
  });
}
