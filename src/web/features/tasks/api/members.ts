import { useQuery } from "@tanstack/react-query";

import type { Team } from "@shared/schemas/team";
import { api } from "@/lib/api-client";

/** The active members a task can be given to, for the form's list. */
export const useTaskAssignees = (enabled: boolean) =>
  useQuery({
    queryKey: ["team"],
    queryFn: () => api.get<Team>("/team"),
    select: (team) => team.members.filter((member) => member.active),
    enabled,
  });
