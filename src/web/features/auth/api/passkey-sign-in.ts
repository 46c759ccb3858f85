import { useMutation, useQueryClient } from "@tanstack/react-query";

import { PASSKEY_MESSAGES } from "@shared/schemas/passkey";
import { authClient } from "@/lib/auth-client";
import { queryKeys } from "@/lib/query-keys";
import { webAuthnErrorMessage } from "@/lib/webauthn";

type AuthError = { status: number; message?: string };

const messageOf = (error: AuthError) =>
  error.status === 429
    ? "Demasiados intentos. Espera un minuto y vuelve a intentarlo."
    : (error.message ?? PASSKEY_MESSAGES.failed);

/**
 * Signs in with a passkey the browser finds for Palco: a challenge from the server, the device's check of the
 * person, the signature back. The session cookie comes with the answer, as with the password.
 */
export function usePasskeySignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      // Loaded on the click: the sign-in page's first download stays as small as it was.
      const { startAuthentication } = await import("@simplewebauthn/browser");
      type Options = Parameters<typeof startAuthentication>[0]["optionsJSON"];
      const started = await authClient.$fetch<{ challengeId: string; options: Options }>("/passkey/sign-in-options", {
        method: "POST",
        body: {},
      });
      if (started.error || !started.data) throw new Error(messageOf(started.error ?? { status: 500 }));
      const response = await startAuthentication({ optionsJSON: started.data.options }).catch((error: unknown) => {
        throw new Error(webAuthnErrorMessage(error, PASSKEY_MESSAGES.failed));
      });
      const signedIn = await authClient.$fetch("/passkey/sign-in", {
        method: "POST",
        body: { challengeId: started.data.challengeId, response },
      });
      if (signedIn.error) throw new Error(messageOf(signedIn.error));
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.auth.all }),
  });
}
