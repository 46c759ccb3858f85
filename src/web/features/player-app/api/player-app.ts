import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

import type { Approval, DecideApprovalInput } from "@shared/schemas/approval";
import type { AcceptedInvitation, AcceptInvitationInput } from "@shared/schemas/player-access";
import type { PlayerAgenda, PlayerDeal, PlayerHome, PlayerImage } from "@shared/schemas/player-app";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** The agent's link, used once: sets the player's password and signs them in (the cookie comes with the answer). */
export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AcceptInvitationInput) => api.post<AcceptedInvitation>("/access/accept", input),
    // Whoever was signed in on this browser before, nothing of theirs may stay on screen.
    onSuccess: () => queryClient.clear(),
  });
}

// The player's screens are small and the agent changes them from elsewhere: each visit reads them again.
const FRESH_ON_EACH_VISIT = 0;

export const getPlayerHomeQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.playerApp.home,
    queryFn: () => api.get<PlayerHome>("/app/home"),
    staleTime: FRESH_ON_EACH_VISIT,
  });

export const usePlayerHome = () => useQuery(getPlayerHomeQueryOptions());

/** Inicio's figures for the app's frame (the count on Aprobaciones), kept current while the app is open. */
export const usePlayerHomeWatch = () => useQuery({ ...getPlayerHomeQueryOptions(), refetchInterval: 60_000 });

type ApprovalsPage = { items: Approval[]; nextCursor: string | null };

/** The player's questions: waiting for them, or their history of answers. */
export const usePlayerApprovals = (status: "pending" | "decided") =>
  useQuery({
    queryKey: queryKeys.playerApp.approvals(status),
    queryFn: () => api.get<ApprovalsPage>(`/app/approvals?status=${status}&limit=50`),
    staleTime: FRESH_ON_EACH_VISIT,
  });

export function useAnswerApproval() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...answer }: { id: string } & DecideApprovalInput) =>
      api.patch<Approval>(`/approvals/${id}`, answer),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.playerApp.all }),
  });
}

export const usePlayerAgenda = () =>
  useQuery({
    queryKey: queryKeys.playerApp.agenda,
    queryFn: () => api.get<PlayerAgenda>("/app/agenda"),
    staleTime: FRESH_ON_EACH_VISIT,
  });

export const usePlayerDeals = () =>
  useQuery({
    queryKey: queryKeys.playerApp.deals,
    queryFn: () => api.get<{ items: PlayerDeal[] }>("/app/deals"),
    staleTime: FRESH_ON_EACH_VISIT,
  });

export const usePlayerImages = () =>
  useQuery({
    queryKey: queryKeys.playerApp.images,
    queryFn: () => api.get<{ items: PlayerImage[] }>("/app/images"),
    staleTime: FRESH_ON_EACH_VISIT,
  });
