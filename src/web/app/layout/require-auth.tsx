import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router";

import { ErrorState } from "@/components/error-state";
import { FullPageSpinner } from "@/components/full-page-spinner";
import { paths } from "@/config/paths";
import { useSetupStatus } from "@/features/auth/api/get-setup-status";
import { ApiError } from "@/lib/api-client";
import { useSession } from "@/lib/session";

/** Renders its children for a signed-in agent; sends everyone else to /setup or /login. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const location = useLocation();
  const session = useSession();
  const setup = useSetupStatus({ enabled: session.data === null });

  // A player's session: their place is their own app.
  if (session.error instanceof ApiError && session.error.status === 403)
    return <Navigate to={paths.playerApp} replace />;
  if (session.isPending || (!session.data && setup.isPending)) return <FullPageSpinner />;
  if (session.isError || (!session.data && setup.isError)) {
    return (
      <div className="mx-auto max-w-md p-8">
        <ErrorState
          message="No se pudo conectar con Palco. Comprueba que el servidor está en marcha."
          onRetry={() => {
            void session.refetch();
            void setup.refetch();
          }}
        />
      </div>
    );
  }
  // Past the days to turn on a second factor the role requires, only Configuración answers: that is where it goes.
  if (session.data?.user.twoFactor.blocked && location.pathname !== paths.settings)
    return <Navigate to={paths.settings} replace />;
  if (session.data) return children;
  if (setup.data?.needsSetup) return <Navigate to={paths.setup} replace />;
  const redirect = location.pathname + location.search;
  return <Navigate to={`${paths.login}?redirect=${encodeURIComponent(redirect)}`} replace />;
}
