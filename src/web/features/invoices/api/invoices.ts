import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

import type { Page } from "@shared/schemas/common";
import type {
  CancelInvoiceInput,
  CreateInvoiceInput,
  Invoice,
  InvoiceBook,
  InvoiceListItem,
  RectifyInvoiceInput,
  UpdateInvoiceInput,
} from "@shared/schemas/invoice";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

import { invoiceKeys } from "./invoice-keys";

export const getInvoicesQueryOptions = (status: "" | "draft" | "issued") =>
  queryOptions({
    queryKey: invoiceKeys.list(status),
    queryFn: () => api.get<Page<InvoiceListItem>>(`/invoices?limit=200${status ? `&status=${status}` : ""}`),
  });
export const useInvoices = (status: "" | "draft" | "issued") => useQuery(getInvoicesQueryOptions(status));

export const useInvoice = (id: string) =>
  useQuery({ queryKey: invoiceKeys.detail(id), queryFn: () => api.get<Invoice>(`/invoices/${id}`) });

export const useInvoiceBook = (year: number, quarter: number) =>
  useQuery({
    queryKey: invoiceKeys.book(year, quarter),
    queryFn: () => api.get<InvoiceBook>(`/invoices/book?year=${year}&quarter=${quarter}`),
  });

/** Every write to an invoice moves its page, the lists, the book and the ledger's instalments. */
function useInvoiceWrite<Input>(write: (input: Input) => Promise<Invoice>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: invoiceKeys.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.commissions.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.activity.all }),
      ]),
  });
}

export const useCreateInvoice = () =>
  useInvoiceWrite((input: CreateInvoiceInput) => api.post<Invoice>("/invoices", input));
export const useUpdateInvoice = () =>
  useInvoiceWrite(({ id, input, version }: { id: string; input: UpdateInvoiceInput; version: number }) =>
    api.patch<Invoice>(`/invoices/${id}`, input, { version }),
  );
export const useIssueInvoice = () =>
  useInvoiceWrite(({ id, version }: { id: string; version: number }) =>
    api.post<Invoice>(`/invoices/${id}/issue`, {}, { version }),
  );
export const useRectifyInvoice = () =>
  useInvoiceWrite(({ id, input }: { id: string; input: RectifyInvoiceInput }) =>
    api.post<Invoice>(`/invoices/${id}/rectify`, input),
  );
export const useCancelInvoice = () =>
  useInvoiceWrite(({ id, input }: { id: string; input: CancelInvoiceInput }) =>
    api.post<Invoice>(`/invoices/${id}/cancel`, input),
  );
export const useSendInvoice = () =>
  useInvoiceWrite(({ id, to }: { id: string; to: string }) => api.post<Invoice>(`/invoices/${id}/send`, { to }));
export const useResendRecord = () =>
  useInvoiceWrite((id: string) => api.post<Invoice>(`/invoices/${id}/record/resend`, {}));

export function useDeleteInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, version }: { id: string; version: number }) => api.delete(`/invoices/${id}`, { version }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invoiceKeys.all }),
  });
}
