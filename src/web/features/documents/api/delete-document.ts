import { useMutation, useQueryClient } from "@tanstack/react-query";

import { api } from "@/lib/api-client";

import { invalidateDocumentViews } from "./invalidate";

export const deleteDocument = (id: string) => api.delete(`/documents/${id}`);

export function useDeleteDocument() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteDocument, onSuccess: () => invalidateDocumentViews(queryClient) });
}
