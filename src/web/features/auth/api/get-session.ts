import { queryOptions, useQuery } from "@tanstack/react-query";
import { authClient } from "@/lib/auth-client";

export type AgentSession = { user: { id: string; name: string; email: string } };

export async function getSession(): Promise<AgentSession | null> {
  const { data, error } = await authClient.getSession();
  if (error) throw new Error(error.message ?? "No se pudo comprobar la sesión");
  return data ? { user: { id: data.user.id, name: data.user.name, email: data.user.email } } : null;
}

export const getSessionQueryOptions = () =>
  queryOptions({ queryKey: ["auth", "session"], queryFn: getSession, staleTime: 5 * 60 * 1000 });

export const useSession = () => useQuery(getSessionQueryOptions());
