import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { toast } from "@/lib/toast";
import { ApiError } from "./api-client";

/** Shows the server's field messages next to their inputs and its overall message as a toast. */
export function reportServerError<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>, fallback: string) {
  if (error instanceof ApiError) {
    for (const [field, message] of Object.entries(error.fields)) setError(field as Path<T>, { type: "server", message });
    toast.error(fallback, { description: error.message });
    return;
  }
  toast.error(fallback, { description: error instanceof Error ? error.message : undefined });
}
