import { queryOptions, useQuery } from "@tanstack/react-query";

import { setAgencyTimeZone } from "@shared/domain/calendar-day";
import type { HiddenGroup, TeamAction, TeamResource } from "@shared/domain/team-roles";
import type { AgentProfile, MenuAppearance } from "@shared/schemas/agent-preferences";
import { api, ApiError } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export type AgentSession = {
  /** Who is signed in, what their role reads and hides, and where they stand with two-factor sign-in. */
  user: Omit<AgentProfile, "menu" | "timeZone">;
  menu: MenuAppearance;
};

/**
 * The signed-in agent, or null. Read from /api/me, which the server answers from its session cache: no
 * better-auth client in the first download, and no session query for most page loads.
 */
export async function getSession(): Promise<AgentSession | null> {
  try {
    const { menu, timeZone, ...user } = await api.get<AgentProfile>("/me");
    setAgencyTimeZone(timeZone);
    return { user, menu: menu ?? null };
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export const getSessionQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.auth.session, queryFn: getSession, staleTime: 5 * 60 * 1000 });

export const useSession = () => useQuery(getSessionQueryOptions());

/** Whether the signed-in member's role reads the resource (the server refuses it otherwise). */
export function useReads(): (resource: TeamResource) => boolean {
  const reads = useSession().data?.user.reads;
  return (resource) => reads?.includes(resource) ?? false;
}

/** Whether the signed-in member's role may do `action` on `resource`: a button it may not use is left out. */
export function useMay(resource: TeamResource, action: TeamAction): boolean {
  return useSession().data?.user.grants[resource]?.includes(action) ?? false;
}

/** Whether the member reaches every player, rather than only those they look after. */
export function useReachesEveryPlayer(): boolean {
  return useSession().data?.user.scope === "all";
}

/** Whether the member's role sees the field group: money fields, identity numbers. */
export function useSeesGroup(group: HiddenGroup): boolean {
  return !(useSession().data?.user.hidden.includes(group) ?? true);
}
