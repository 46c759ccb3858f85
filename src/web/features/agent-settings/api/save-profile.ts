import { useMutation, useQueryClient } from "@tanstack/react-query";

import type { Profile, ProfileInput } from "@shared/schemas/agent-settings";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";
import { getSessionQueryOptions } from "@/lib/session";

/** Saved from the settings' version it was read at (If-Match): a save made elsewhere since is not overwritten. */
export const saveProfile = ({ input, version }: { input: ProfileInput; version: number }) =>
  api.put<Profile>("/me/profile", input, { version });

export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProfile,
    // The menu's footer shows the agent's name and email.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.settings.all }),
        queryClient.invalidateQueries({ queryKey: getSessionQueryOptions().queryKey }),
      ]),
  });
}
