import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

import type { SignatureRecordType } from "@shared/domain/signatures";
import type { CreateSignatureInput, SignatureRequest, SignInput } from "@shared/schemas/signature";
import { api, ApiError } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

const keys = {
  ofRecord: (recordType: string, recordId: string) => [...queryKeys.signatures.all, "record", recordType, recordId],
  one: (base: string) => [...queryKeys.signatures.all, "one", base],
  mine: [...queryKeys.signatures.all, "mine"],
};

/** A request as the agency reads it: with each link signer's link while it is out. */
export type AgencySignatureRequest = SignatureRequest & { links?: Record<string, string> };

/** Where one request is read and signed: the console's, the player's app's, or a link's own address. */
export const signatureBases = {
  agency: (id: string) => `/signatures/${id}`,
  player: (id: string) => `/app/signatures/${id}`,
  link: (token: string) => `/sign/${encodeURIComponent(token)}`,
};

export const useRecordSignatures = (recordType: SignatureRecordType, recordId: string) =>
  useQuery({
    queryKey: keys.ofRecord(recordType, recordId),
    queryFn: () =>
      api
        .get<{ items: SignatureRequest[] }>(`/signatures?recordType=${recordType}&recordId=${recordId}`)
        .then((page) => page.items),
  });

/** One request from its base (any of `signatureBases`). */
export const useSignatureRequest = (base: string, enabled = true) =>
  useQuery({
    queryKey: keys.one(base),
    queryFn: () => api.get<AgencySignatureRequest & { signerId?: string }>(base),
    enabled,
  });

export const usePlayerSignatures = () =>
  useQuery({
    queryKey: keys.mine,
    queryFn: () => api.get<{ items: SignatureRequest[] }>("/app/signatures").then((page) => page.items),
  });

const useSignatureMutation = <Input, Output>(mutationFn: (input: Input) => Promise<Output>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    // A signature changes the request, and a signed mandate's registration deadline.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.signatures.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.mandates.all }),
      ]),
  });
};

export const useCreateSignature = () =>
  useSignatureMutation((input: CreateSignatureInput) => api.post<SignatureRequest>("/signatures", input));
export const useSendSignature = () =>
  useSignatureMutation((id: string) => api.post<AgencySignatureRequest>(`/signatures/${id}/send`));
export const useDeleteSignature = () => useSignatureMutation((id: string) => api.delete(`/signatures/${id}`));

/** The signer's own steps, at their base: ask for the code, sign, or refuse. */
export const useRequestCode = () =>
  useMutation({ mutationFn: (base: string) => api.post<{ sentBy: ("email" | "push")[] }>(`${base}/code`) });
export const useSign = () =>
  useSignatureMutation(({ base, input }: { base: string; input: SignInput }) =>
    api.post<{ completed: boolean }>(`${base}/sign`, input),
  );
export const useRefuseSignature = () =>
  useSignatureMutation(({ base, reason }: { base: string; reason: string }) =>
    api.post<{ refused: true }>(`${base}/refuse`, { reason }),
  );

/** The PDF at a base, its bytes' SHA-256 (what the signer read) and an address to open it. */
export async function fetchPdf(base: string): Promise<{ url: string; sha256: string }> {
  let response: Response;
  try {
    response = await fetch(`/api${base}/pdf`, { credentials: "same-origin" });
  } catch {
    throw new ApiError(0, "network", "No se pudo conectar con el servidor");
  }
  if (!response.ok) throw new ApiError(response.status, "http", "No se pudo abrir el documento");
  const bytes = await response.arrayBuffer();
  return { url: URL.createObjectURL(new Blob([bytes], { type: "application/pdf" })), sha256: await sha256Hex(bytes) };
}

export async function sha256Hex(bytes: ArrayBuffer): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", bytes);
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, "0")).join("");
}
