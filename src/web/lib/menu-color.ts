import type { MenuAppearance } from "@shared/schemas/agent-preferences";
import { api } from "@/lib/api-client";
import { queryClient } from "@/lib/query-client";
import { queryKeys } from "@/lib/query-keys";
import { getSessionQueryOptions, type AgentSession } from "@/lib/session";

/** Saves the agent's menu colour on the server and updates the signed-in session everyone reads it from. */
export async function saveMenuColor(color: string | null): Promise<MenuAppearance> {
  const { menu } = await api.put<{ menu: MenuAppearance }>("/me/menu-color", { color });
  queryClient.setQueryData<AgentSession | null>(getSessionQueryOptions().queryKey, (session) =>
    session ? { ...session, menu } : session,
  );
  // The colour is one of the agent's settings: their version moved, and the settings forms save from it.
  void queryClient.invalidateQueries({ queryKey: queryKeys.settings.all });
  return menu;
}
