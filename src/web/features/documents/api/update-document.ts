import { useMutation, useQueryClient } from "@tanstack/react-query";

import type { PalcoDocument, UpdateDocumentInput } from "@shared/schemas/document";
import { api } from "@/lib/api-client";

import { invalidateDocumentViews } from "./invalidate";

export const updateDocument = ({ id, input, version }: { id: string; input: UpdateDocumentInput; version?: number }) =>
  api.patch<PalcoDocument>(`/documents/${id}`, input, { version });

export function useUpdateDocument() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateDocument, onSuccess: () => invalidateDocumentViews(queryClient) });
}
