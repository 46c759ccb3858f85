import { useMutation, useQueryClient } from "@tanstack/react-query";

import { api } from "@/lib/api-client";

export async function signOut(): Promise<void> {
  try {
    await api.post("/auth/sign-out", {});
  } catch {
    throw new Error("No se pudo cerrar la sesión");
  }
}

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    // Nothing cached for this agent may survive the session.
    onSuccess: () => queryClient.clear(),
  });
}
