import { useMutation, useQuery } from "@tanstack/react-query";

import { api } from "@/lib/api-client";

/** Whether Palco sends email, from which address, and the last failed send (the queue retries it). */
export type MailStatus = {
  configured: boolean;
  from: string | null;
  lastError: { at: string; message: string } | null;
};

export const useMailStatus = () => useQuery({ queryKey: ["mail"], queryFn: () => api.get<MailStatus>("/mail") });

export const useSendTestMail = () => useMutation({ mutationFn: () => api.post<{ sentTo: string }>("/mail/test", {}) });
