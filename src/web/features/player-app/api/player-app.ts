import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

import type { Approval, DecideApprovalInput } from "@shared/schemas/approval";
import type { AcceptedInvitation, AcceptInvitationInput } from "@shared/schemas/player-access";
import type { PlayerHome } from "@shared/schemas/player-app";
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

export const getPlayerHomeQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.playerApp.home, queryFn: () => api.get<PlayerHome>("/app/home") });

export const usePlayerHome = () => useQuery(getPlayerHomeQueryOptions());

type ApprovalsPage = { items: Approval[]; nextCursor: string | null };

/** The player's questions: waiting for them, or their history of answers. */
export const usePlayerApprovals = (status: "pending" | "decided") =>
  useQuery({
    queryKey: queryKeys.playerApp.approvals(status),
    queryFn: () => api.get<ApprovalsPage>(`/app/approvals?status=${status}&limit=50`),
  });

export function useAnswerApproval() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...answer }: { id: string } & DecideApprovalInput) =>
      api.patch<Approval>(`/approvals/${id}`, answer),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.playerApp.all }),
  });
}
