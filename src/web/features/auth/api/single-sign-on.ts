import { useMutation } from "@tanstack/react-query";

import { SSO_MESSAGES } from "@shared/schemas/auth";
import { authClient } from "@/lib/auth-client";

/** The provider's id on the server (auth/single-sign-on.ts). */
const PROVIDER = "agencia";

/**
 * Sends the browser to the agency's identity provider; it comes back signed in to `then`, or to the sign-in page
 * told why it was refused.
 */
export function useSingleSignOn() {
  return useMutation({
    mutationFn: async (then: string) => {
      const { error } = await authClient.signIn.social({
        provider: PROVIDER,
        callbackURL: then,
        errorCallbackURL: "/login?sso=fallo",
      });
      if (error) throw new Error(SSO_MESSAGES.failed);
    },
  });
}
