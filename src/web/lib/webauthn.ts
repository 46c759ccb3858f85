import { PASSKEY_MESSAGES } from "@shared/schemas/passkey";

/** Whether this browser can use passkeys at all: the buttons are left out where it cannot. */
export const browserHasPasskeys = () => typeof window !== "undefined" && "PublicKeyCredential" in window;

/** What the person is told when the browser's passkey step fails: cancelled, another key, or a fault. */
export function webAuthnErrorMessage(error: unknown, fallback: string): string {
  const name = error instanceof Error ? error.name : "";
  // The person closed the browser's dialog, or it timed out: nothing went wrong.
  if (name === "NotAllowedError" || name === "AbortError") return PASSKEY_MESSAGES.cancelled;
  if (name === "InvalidStateError") return "Este dispositivo ya tiene una llave de acceso de tu cuenta.";
  if (name === "NotSupportedError") return PASSKEY_MESSAGES.unsupported;
  return fallback;
}
