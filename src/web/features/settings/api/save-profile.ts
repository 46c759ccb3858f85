import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Profile, ProfileInput } from "@shared/schemas/agent-settings";
import { getSessionQueryOptions } from "@/features/auth/api/get-session";
import { api } from "@/lib/api-client";
import { SETTINGS_KEY } from "./get-settings";

export const saveProfile = (input: ProfileInput) => api.put<Profile>("/me/profile", input);

export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProfile,
    // The menu's footer shows the agent's name and email.
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: SETTINGS_KEY }), queryClient.invalidateQueries({ queryKey: getSessionQueryOptions().queryKey })]),
  });
}
