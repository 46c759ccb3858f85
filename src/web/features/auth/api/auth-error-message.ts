type AuthClientError = { status: number; code?: string; message?: string };

/** Turns better-auth's English errors into the messages the agent sees. */
export function authErrorMessage(error: AuthClientError, fallback: string): string {
  if (error.status === 429) return "Demasiados intentos. Espera un minuto y vuelve a intentarlo.";
  if (error.code === "INVALID_EMAIL_OR_PASSWORD" || error.status === 401) return "Email o contraseña incorrectos";
  if (error.code === "USER_ALREADY_EXISTS" || error.code === "USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL") {
    return "Ya existe una cuenta con ese email";
  }
  if (error.status === 403) return "Ya existe la cuenta del agente. Inicia sesión.";
  return fallback;
}
