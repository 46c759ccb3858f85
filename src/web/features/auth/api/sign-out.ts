import { useMutation, useQueryClient } from "@tanstack/react-query";
import { authClient } from "@/lib/auth-client";

export async function signOut(): Promise<void> {
  const { error } = await authClient.signOut();
  if (error) throw new Error("No se pudo cerrar la sesión");
}

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    // Nothing cached for this agent may survive the session.
    onSuccess: () => queryClient.clear(),
  });
}
