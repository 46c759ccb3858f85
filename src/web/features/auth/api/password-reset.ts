import { useMutation } from "@tanstack/react-query";

import { RESET_PASSWORD_PAGE } from "@shared/schemas/auth";
import { authClient } from "@/lib/auth-client";

import { authErrorMessage } from "./auth-error-message";

/** The page the emailed link opens, with its token. */
export const RESET_PAGE = RESET_PASSWORD_PAGE;

/** Asks for the one-time link; the answer is the same whether the address has an account or not. */
export const useRequestPasswordReset = () =>
  useMutation({
    mutationFn: async (email: string) => {
      const { error } = await authClient.requestPasswordReset({
        email,
        redirectTo: `${window.location.origin}${RESET_PAGE}`,
      });
      if (error) throw new Error(authErrorMessage(error, "No se pudo enviar el enlace. Inténtalo de nuevo."));
    },
  });

export const INVALID_LINK = "El enlace no es válido o ha caducado: pide otro desde la pantalla de inicio de sesión.";

/**
 * Sets the new password with the link's token; every session of the account ends, and unless unticked every API
 * token and the calendar feed's address too (Palco's server reads `revokeAccess` before better-auth answers).
 */
export const useResetPassword = () =>
  useMutation({
    mutationFn: async ({
      token,
      newPassword,
      revokeAccess,
    }: {
      token: string;
      newPassword: string;
      revokeAccess: boolean;
    }) => {
      const { error } = await authClient.resetPassword({
        token,
        newPassword,
        fetchOptions: { body: { token, newPassword, revokeAccess } },
      });
      if (error)
        throw new Error(
          error.code === "INVALID_TOKEN" ? INVALID_LINK : authErrorMessage(error, "No se pudo cambiar la contraseña"),
        );
    },
  });
