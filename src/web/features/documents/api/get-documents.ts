import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";

import type { Page } from "@shared/schemas/common";
import type { PalcoDocument } from "@shared/schemas/document";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export const DOCUMENTS_PAGE_SIZE = 30;

/** Most recent date first. */
export const getDocumentsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: queryKeys.documents.lists,
    queryFn: ({ pageParam }) =>
      api.get<Page<PalcoDocument>>(`/documents?limit=${DOCUMENTS_PAGE_SIZE}${pageParam ? `&cursor=${pageParam}` : ""}`),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

export const useDocuments = () => useInfiniteQuery(getDocumentsQueryOptions());

/** Where a signed-in agent downloads the stored file. */
export const documentFileUrl = (id: string) => `/api/documents/${id}/file`;
