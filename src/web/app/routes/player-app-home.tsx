import { LogOut } from "lucide-react";
import { Navigate, useNavigate } from "react-router";

import { BrandMark } from "@/components/brand-mark";
import { ErrorState } from "@/components/error-state";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { paths } from "@/config/paths";
import { useSignOut } from "@/features/auth/api/sign-out";
import { usePlayerHome } from "@/features/player-app/api/player-app";
import { PlayerHomeView } from "@/features/player-app/components/player-home";
import { ApiError } from "@/lib/api-client";

import { useDocumentTitle } from "../document-title";

/** /app: the player's own Palco, phone first. The agent has the console instead. */
export function PlayerAppHomeRoute() {
  useDocumentTitle("Inicio");
  const home = usePlayerHome();
  const signOut = useSignOut();
  const navigate = useNavigate();
  const status = home.error instanceof ApiError ? home.error.status : undefined;
  if (status === 401) return <Navigate to={`${paths.login}?redirect=${encodeURIComponent(paths.playerApp)}`} replace />;
  if (status === 403) return <Navigate to={paths.dashboard} replace />;

  return (
    <div className="min-h-svh bg-background">
      <header className="sticky top-0 z-10 flex h-14 items-center gap-3 border-b bg-background/90 px-4 backdrop-blur">
        <BrandMark className="size-8 text-sm" />
        <p className="font-semibold">Palco</p>
        <Button
          variant="ghost"
          size="sm"
          className="ml-auto min-h-11"
          disabled={signOut.isPending}
          onClick={() => signOut.mutate(undefined, { onSuccess: () => navigate(paths.login, { replace: true }) })}
        >
          <LogOut /> Salir
        </Button>
      </header>
      <main id="contenido" className="mx-auto max-w-xl p-4 pb-16">
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
      </main>
    </div>
  );
}
