import { useMutation, useQuery } from "@tanstack/react-query";

import { api } from "@/lib/api-client";

export const useMailStatus = () =>
  useQuery({ queryKey: ["mail"], queryFn: () => api.get<{ configured: boolean; from: string | null }>("/mail") });

export const useSendTestMail = () => useMutation({ mutationFn: () => api.post<{ sentTo: string }>("/mail/test", {}) });
