import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

import type { Page } from "@shared/schemas/common";
import type { Contact, CreateContactInput, UpdateContactInput } from "@shared/schemas/contact";
import { api } from "@/lib/api-client";
import { queryKeys, type ContactFilter } from "@/lib/query-keys";

/** A club's or a brand's people: few enough for one page of the largest size. */
export const useContacts = (filter: ContactFilter) =>
  useQuery({
    queryKey: queryKeys.contacts.list(filter),
    queryFn: () => {
      const params = new URLSearchParams({ limit: "200" });
      if (filter.clubId) params.set("clubId", filter.clubId);
      if (filter.brandId) params.set("brandId", filter.brandId);
      return api.get<Page<Contact>>(`/contacts?${params.toString()}`).then((page) => page.items);
    },
  });

/** People and the log show each other's names: a change to one refreshes both. */
function useInvalidateContacts() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [queryKeys.contacts.all, queryKeys.contactLog.all, queryKeys.activity.all].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
}

export function useCreateContact() {
  const invalidate = useInvalidateContacts();
  return useMutation({
    mutationFn: (input: CreateContactInput) => api.post<Contact>("/contacts", input),
    onSuccess: invalidate,
  });
}

export function useUpdateContact() {
  const invalidate = useInvalidateContacts();
  return useMutation({
    mutationFn: ({ id, input, version }: { id: string; input: UpdateContactInput; version?: number }) =>
      api.patch<Contact>(`/contacts/${id}`, input, { version }),
    onSuccess: invalidate,
  });
}

export function useDeleteContact() {
  const invalidate = useInvalidateContacts();
  return useMutation({
    mutationFn: (contact: Contact) => api.delete(`/contacts/${contact.id}`, { version: contact.version }),
    onSuccess: invalidate,
  });
}
