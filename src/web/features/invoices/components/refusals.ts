import { toast } from "sonner";

import { ApiError } from "@/lib/api-client";

/** The toast for a refused write: what failed, and the server's reason when it gave one. */
export const toastRefusal = (fallback: string) => (error: unknown) =>
  toast.error(fallback, { description: error instanceof ApiError ? error.message : undefined });

/**
 * The server's field messages, keyed as these plain forms name their inputs: a recipient's fields come back as
 * "recipient.nif" and show under "nif".
 */
export const fieldErrorsOf = (error: unknown): Record<string, string> =>
  Object.fromEntries(
    Object.entries(error instanceof ApiError ? error.fields : {}).map(([key, message]) => [
      key.replace(/^recipient\./, ""),
      message,
    ]),
  );
