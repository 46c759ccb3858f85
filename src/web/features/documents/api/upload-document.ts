import { useMutation, useQueryClient } from "@tanstack/react-query";

import type { CreateDocumentInput, PalcoDocument } from "@shared/schemas/document";
import { api } from "@/lib/api-client";

import { invalidateDocumentViews } from "./invalidate";

/** The metadata fields first, then the file: the server checks them before it stores anything. */
export function uploadDocument({ input, file }: { input: CreateDocumentInput; file: File }) {
  const form = new FormData();
  for (const [name, value] of Object.entries(input))
    if (value !== undefined && value !== null) form.set(name, String(value));
  form.set("file", file, file.name);
  return api.upload<PalcoDocument>("/documents/upload", form);
}

export function useUploadDocument() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: uploadDocument, onSuccess: () => invalidateDocumentViews(queryClient) });
}
