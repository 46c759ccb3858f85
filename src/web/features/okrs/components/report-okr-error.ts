import { toast } from "@/lib/toast";

/** SPEC: OKR failures are toasts and are also written to the browser console. */
export function reportOkrError(title: string, error: unknown) {
  console.error(title, error);
  toast.error(title, { description: error instanceof Error ? error.message : undefined });
}
