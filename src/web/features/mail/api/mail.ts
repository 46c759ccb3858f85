import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** Whether Palco sends email, from which address, and the last failed send (the queue retries it). */
export type MailStatus = {
  configured: boolean;
  from: string | null;
  lastError: { at: string; message: string } | null;
};

export const useMailStatus = () => useQuery({ queryKey: ["mail"], queryFn: () => api.get<MailStatus>("/mail") });

export const useSendTestMail = () => useMutation({ mutationFn: () => api.post<{ sentTo: string }>("/mail/test", {}) });

/** The daily summary's hour, or null for none; Configuración's settings are read again after. */
export function useSaveDigestHour() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (hour: number | null) => api.put<{ hour: number | null }>("/me/digest", { hour }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.settings.all }),
  });
}
