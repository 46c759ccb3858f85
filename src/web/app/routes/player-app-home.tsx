import { ErrorState } from "@/components/error-state";
import { Skeleton } from "@/components/ui/skeleton";
import { PasskeySettings } from "@/features/passkeys/components/passkey-settings";
import { usePlayerHome } from "@/features/player-app/api/player-app";
import { PlayerHomeView } from "@/features/player-app/components/player-home";
import { PushSettings } from "@/features/push/components/push-settings";
import { OwnStatement } from "@/features/settlements/components/own-statement";
import { WaitingSignatures } from "@/features/signatures/components/waiting-signatures";

import { useDocumentTitle } from "../document-title";

/** /app: the player's own Palco, phone first. The agent has the console instead. */
export function PlayerAppHomeRoute() {
  useDocumentTitle("Inicio");
  const home = usePlayerHome();
  if (home.isPending)
    return (
      <div className="space-y-4" aria-busy="true" aria-label="Cargando tu app">
        <Skeleton className="h-14 rounded-xl" />
        <Skeleton className="h-40 rounded-xl" />
      </div>
    );
  if (home.isError) return <ErrorState message="No se pudo cargar tu app." onRetry={() => void home.refetch()} />;
  return (
    <div className="space-y-8">
      <PlayerHomeView home={home.data} />
      <WaitingSignatures />
      <OwnStatement />
      <section aria-labelledby="avisos" className="space-y-3">
        <h2 id="avisos" className="text-base font-semibold">
          Avisos en este móvil
        </h2>
        <p className="text-sm text-muted-foreground">Te avisamos cuando algo espere tu aprobación.</p>
        <PushSettings />
      </section>
      <section aria-labelledby="llaves" className="space-y-3">
        <h2 id="llaves" className="text-base font-semibold">
          Entrar sin contraseña
        </h2>
        <PasskeySettings />
      </section>
    </div>
  );
}
