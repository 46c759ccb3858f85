import { useQuery } from "@tanstack/react-query";

import { mayHoldLicence } from "@shared/domain/agent-licence";
import type { Member, Team } from "@shared/schemas/team";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** The agency's members and invitations: Equipo shows them; forms that name a member pick from them. */
export const teamQueryOptions = () => ({ queryKey: queryKeys.team, queryFn: () => api.get<Team>("/team") });

const isActive = (member: Member) => member.active;
const mayBeAgent = (member: Member) => member.active && mayHoldLicence(member.role);

/** The active members something can be given to (a task). */
export const useActiveMembers = (enabled = true) =>
  useQuery({ ...teamQueryOptions(), select: (team) => team.members.filter(isActive), enabled });

/** The members whose role may act as a player's agent (agente, dirección), for a mandate's agent. */
export const useAgentMembers = (enabled = true) =>
  useQuery({ ...teamQueryOptions(), select: (team) => team.members.filter(mayBeAgent), enabled });
