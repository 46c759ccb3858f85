import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

import type { Page } from "@shared/schemas/common";
import type {
  ContactLogEntry,
  CreateContactLogInput,
  DueNextSteps,
  UpdateContactLogInput,
} from "@shared/schemas/contact-log";
import { api } from "@/lib/api-client";
import { queryKeys, type ContactLogFilter } from "@/lib/query-keys";

export const CONTACT_LOG_PAGE_SIZE = 20;

export const getContactLogQueryOptions = (filter: ContactLogFilter) =>
  infiniteQueryOptions({
    queryKey: queryKeys.contactLog.list(filter),
    queryFn: ({ pageParam }) => {
      const params = new URLSearchParams({ limit: String(CONTACT_LOG_PAGE_SIZE) });
      for (const [key, value] of Object.entries(filter)) if (value) params.set(key, value);
      if (pageParam) params.set("cursor", pageParam);
      return api.get<Page<ContactLogEntry>>(`/contact-log?${params.toString()}`);
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

export const useContactLog = (filter: ContactLogFilter) => useInfiniteQuery(getContactLogQueryOptions(filter));

/** The open next steps due by `until` (under the log's key: every change of the log reads them again). */
export const useDueNextSteps = (until: string) =>
  useQuery({
    queryKey: queryKeys.contactLog.nextSteps(until),
    queryFn: () => api.get<DueNextSteps>(`/contact-log/next-steps?until=${until}`),
  });

/** A next step feeds the bell and the agenda: they follow every change of the log. */
function useInvalidateLog() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [queryKeys.contactLog.all, queryKeys.alerts.all, queryKeys.agenda.all, queryKeys.activity.all].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
}

export function useCreateContactLogEntry() {
  const invalidate = useInvalidateLog();
  return useMutation({
    mutationFn: (input: CreateContactLogInput) => api.post<ContactLogEntry>("/contact-log", input),
    onSuccess: invalidate,
  });
}

export function useUpdateContactLogEntry() {
  const invalidate = useInvalidateLog();
  return useMutation({
    mutationFn: ({ id, input, version }: { id: string; input: UpdateContactLogInput; version?: number }) =>
      api.patch<ContactLogEntry>(`/contact-log/${id}`, input, { version }),
    onSuccess: invalidate,
  });
}

export function useDeleteContactLogEntry() {
  const invalidate = useInvalidateLog();
  return useMutation({
    mutationFn: (entry: ContactLogEntry) => api.delete(`/contact-log/${entry.id}`, { version: entry.version }),
    onSuccess: invalidate,
  });
}
