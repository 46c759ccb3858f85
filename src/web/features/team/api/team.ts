import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

import type {
  AcceptMemberInvitationInput,
  InviteMemberInput,
  JoinedTeam,
  Member,
  MemberInvitation,
  UpdateMemberInput,
} from "@shared/schemas/team";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";
import { teamQueryOptions } from "@/lib/team-members";

const KEY = queryKeys.team;

export const useTeam = () => useQuery(teamQueryOptions());

function useTeamMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }) });
}

export const useInviteMember = () =>
  useTeamMutation((input: InviteMemberInput) => api.post<MemberInvitation>("/team/invitations", input));

export const useWithdrawInvitation = () => useTeamMutation((id: string) => api.delete(`/team/invitations/${id}`));

export const useUpdateMember = () =>
  useTeamMutation(({ id, ...changes }: UpdateMemberInput & { id: string }) =>
    api.patch<Member>(`/team/${id}`, changes),
  );

export const useDeactivateMember = () =>
  useTeamMutation(({ id, handTo }: { id: string; handTo?: string }) =>
    api.delete<{ member: Member; handedOver: number }>(
      `/team/${id}${handTo ? `?handTo=${encodeURIComponent(handTo)}` : ""}`,
    ),
  );

export function useJoinTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AcceptMemberInvitationInput) => api.post<JoinedTeam>("/team/accept", input),
    // Whoever was signed in on this browser before, nothing of theirs may stay on screen.
    onSuccess: () => queryClient.clear(),
  });
}
