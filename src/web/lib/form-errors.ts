import type { FieldValues, Path, UseFormGetValues, UseFormSetError } from "react-hook-form";

import { toast } from "@/lib/toast";

import { ApiError } from "./api-client";

/** What reporting a refusal needs of a react-hook-form form. */
export type FormLike<T extends FieldValues> = { setError: UseFormSetError<T>; getValues: UseFormGetValues<T> };

/**
 * Shows each of the server's field messages once, under its input; a toast only for what no input of the form can
 * show (an error without fields, or about a field the form does not have).
 */
export function reportServerError<T extends FieldValues>(error: unknown, form: FormLike<T>, fallback: string) {
  if (!(error instanceof ApiError)) {
    toast.error(fallback, { description: error instanceof Error ? error.message : undefined });
    return;
  }
  const formFields = new Set(Object.keys(form.getValues()));
  const unshown: string[] = [];
  for (const [field, message] of Object.entries(error.fields)) {
    if (formFields.has(field)) form.setError(field as Path<T>, { type: "server", message }, { shouldFocus: true });
    else unshown.push(message);
  }
  const shownAll = Object.keys(error.fields).length > 0 && unshown.length === 0;
  if (!shownAll) toast.error(fallback, { description: unshown.length > 0 ? unshown.join(" · ") : error.message });
}
