import { Navigate } from "react-router";

import { ErrorState } from "@/components/error-state";
import { Skeleton } from "@/components/ui/skeleton";
import { paths } from "@/config/paths";
import { usePlayerHome } from "@/features/player-app/api/player-app";
import { PlayerHomeView } from "@/features/player-app/components/player-home";
import { ApiError } from "@/lib/api-client";

import { useDocumentTitle } from "../document-title";
import { PlayerAppShell } from "../layout/player-app-shell";

/** Where a player's request for their app lands when it is not theirs to make: sign-in, or the agent's console. */
export function playerAppRedirect(error: unknown): string | undefined {
  const status = error instanceof ApiError ? error.status : undefined;
  if (status === 401) return `${paths.login}?redirect=${encodeURIComponent(window.location.pathname)}`;
  if (status === 403) return paths.dashboard;
  return undefined;
}

/** /app: the player's own Palco, phone first. The agent has the console instead. */
export function PlayerAppHomeRoute() {
  useDocumentTitle("Inicio");
  const home = usePlayerHome();
  const redirect = playerAppRedirect(home.error);
  if (redirect) return <Navigate to={redirect} replace />;
  return (
    <PlayerAppShell>
      {home.isPending ? (
        <div className="space-y-4" aria-busy="true" aria-label="Cargando tu app">
          <Skeleton className="h-14 rounded-xl" />
          <Skeleton className="h-40 rounded-xl" />
        </div>
      ) : home.isError ? (
        <ErrorState message="No se pudo cargar tu app." onRetry={() => void home.refetch()} />
      ) : (
        <PlayerHomeView home={home.data} />
      )}
    </PlayerAppShell>
  );
}
