import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

import { PASSKEY_MESSAGES, type Passkey } from "@shared/schemas/passkey";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";
import { webAuthnErrorMessage } from "@/lib/webauthn";

export const usePasskeys = () =>
  useQuery({
    queryKey: queryKeys.passkeys,
    queryFn: () => api.get<{ items: Passkey[] }>("/me/passkeys"),
  });

/** The server's challenge, the device's passkey (a fingerprint, a face, a PIN), then its public key saved by name. */
export function useAddPasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (name: string) => {
      // Loaded when it is used: most visits never register a passkey.
      const { startRegistration } = await import("@simplewebauthn/browser");
      const optionsJSON =
        await api.post<Parameters<typeof startRegistration>[0]["optionsJSON"]>("/me/passkeys/options");
      const response = await startRegistration({ optionsJSON }).catch((error: unknown) => {
        throw new Error(webAuthnErrorMessage(error, PASSKEY_MESSAGES.failed));
      });
      return api.post<Passkey>("/me/passkeys", { name, response });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.passkeys }),
  });
}

export function useRemovePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`/me/passkeys/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.passkeys }),
  });
}
