import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

import type { PushDevice, PushStatus, PushTestResult } from "@shared/schemas/push";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

import { subscribeThisBrowser, thisBrowserEndpoint, unsubscribeThisBrowser } from "./browser-push";

/** Palco's push key and the signed-in user's devices. */
export const usePushStatus = () =>
  useQuery({ queryKey: queryKeys.push.all, queryFn: () => api.get<PushStatus>("/push") });

/** The address of this browser's subscription, to tell "este dispositivo" among the list. */
export const useThisDeviceEndpoint = () =>
  useQuery({ queryKey: queryKeys.push.thisDevice, queryFn: thisBrowserEndpoint, staleTime: Infinity });

export function useEnablePushHere() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (publicKey: string) =>
      api.post<PushDevice>("/push/subscriptions", await subscribeThisBrowser(publicKey)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.push.all }),
  });
}

export function useRemovePushDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, here }: { id: string; here: boolean }) => {
      await api.delete(`/push/subscriptions/${id}`);
      if (here) await unsubscribeThisBrowser();
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.push.all }),
  });
}

export function useSendTestPush() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<PushTestResult>("/push/test"),
    // Each device's last send or error moved.
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.push.all }),
  });
}
