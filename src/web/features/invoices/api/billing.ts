import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

import type { BillingIssuer, CreateIssuerInput } from "@shared/schemas/billing-issuer";
import type { UpdateVerifactuInput, UploadCertificateInput, VerifactuStatus } from "@shared/schemas/verifactu";
import { api } from "@/lib/api-client";

import { invoiceKeys } from "./invoice-keys";

export const useIssuers = () =>
  useQuery({
    queryKey: invoiceKeys.issuers,
    queryFn: () => api.get<{ items: BillingIssuer[] }>("/billing/issuers"),
  });

export function useSaveIssuer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input, version }: { id?: string; input: CreateIssuerInput; version?: number }) =>
      id
        ? api.put<BillingIssuer>(`/billing/issuers/${id}`, input, { version })
        : api.post<BillingIssuer>("/billing/issuers", input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invoiceKeys.issuers }),
  });
}

export function useDeleteIssuer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, version }: { id: string; version: number }) => api.delete(`/billing/issuers/${id}`, { version }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invoiceKeys.issuers }),
  });
}

export const useVerifactu = () =>
  useQuery({ queryKey: invoiceKeys.verifactu, queryFn: () => api.get<VerifactuStatus>("/billing/verifactu") });

function useVerifactuWrite<Input>(write: (input: Input) => Promise<VerifactuStatus>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (status) => queryClient.setQueryData(invoiceKeys.verifactu, status),
  });
}

export const useSaveVerifactu = () =>
  useVerifactuWrite(({ input, version }: { input: UpdateVerifactuInput; version: number }) =>
    api.put<VerifactuStatus>("/billing/verifactu", input, { version }),
  );
export const useUploadCertificate = () =>
  useVerifactuWrite((input: UploadCertificateInput) =>
    api.post<VerifactuStatus>("/billing/verifactu/certificate", input),
  );
export const useRemoveCertificate = () =>
  useVerifactuWrite(() => api.delete<VerifactuStatus>("/billing/verifactu/certificate"));
