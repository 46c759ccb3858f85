import { useMutation, useQueryClient } from "@tanstack/react-query";

import { TWO_FACTOR_MESSAGES } from "@shared/domain/two-factor";
import { authClient } from "@/lib/auth-client";
import { queryKeys } from "@/lib/query-keys";

export type SecondFactorInput = {
  code: string;
  /** A backup code instead of the authenticator app's. */
  backup: boolean;
  /** Skip the code on this browser for 30 days. */
  trustDevice: boolean;
};

/** Backup codes are issued as "abcde-12345": typed with spaces or without the dash, they still count. */
export function backupCodeAsIssued(typed: string): string {
  const bare = typed.replace(/[\s-]/g, "");
  return bare.length === 10 ? `${bare.slice(0, 5)}-${bare.slice(5)}` : typed.trim();
}

/** The second step of a sign-in: the app's code or a backup code, after the password was accepted. */
export async function verifySecondFactor({ code, backup, trustDevice }: SecondFactorInput): Promise<void> {
  const path = backup ? "/two-factor/verify-backup-code" : "/two-factor/verify-totp";
  const { error } = await authClient.$fetch(path, {
    method: "POST",
    body: { code: backup ? backupCodeAsIssued(code) : code.replace(/\s/g, ""), trustDevice },
  });
  if (!error) return;
  if (error.status === 429) throw new Error("Demasiados intentos. Espera un minuto y vuelve a intentarlo.");
  throw new Error(TWO_FACTOR_MESSAGES.invalidCode);
}

export function useVerifySecondFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifySecondFactor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.auth.all }),
  });
}
