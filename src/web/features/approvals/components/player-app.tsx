import { Inbox } from "lucide-react";

import { useApprovalCounts, usePendingApprovals } from "../api/get-approvals";
import { ApprovalCounters } from "./approval-counters";
import { ApprovalHistory } from "./approval-history";
import { PendingApprovalCard } from "./pending-approval-card";

/** The player's phone: counters, what waits for an answer, and what was answered. */
export function PlayerApp({ playerId, playerName }: { playerId: string | undefined; playerName: string | undefined }) {
  const counts = useApprovalCounts(playerId);
  const pending = usePendingApprovals(playerId);
  const items = pending.data?.items ?? [];
  const showPlayer = !playerId;

  return (
    <section
      aria-label="App del jugador"
      className="grid content-start gap-5 sm:mx-auto sm:w-[380px] sm:rounded-[2.5rem] sm:border-8 sm:border-foreground/85 sm:bg-muted/40 sm:p-5 sm:shadow-xl"
    >
      <div className="text-center">
        <p className="text-xs tracking-wide text-muted-foreground uppercase">Palco · App del jugador</p>
        <h2 className="text-lg font-semibold">{playerName ?? "Todos los jugadores"}</h2>
      </div>
      {counts.isError ? (
        <p className="text-sm text-destructive" role="alert">
          No se pudieron cargar los contadores.
        </p>
      ) : (
        <ApprovalCounters counts={counts.data} />
      )}
      <div className="grid gap-3">
        <h3 className="text-sm font-semibold">Pendientes de aprobar</h3>
        {pending.isPending ? (
          <p className="text-sm text-muted-foreground" role="status">
            Cargando...
          </p>
        ) : pending.isError ? (
          <p className="text-sm text-destructive" role="alert">
            No se pudieron cargar las aprobaciones.
          </p>
        ) : items.length === 0 ? (
          <p className="flex items-center gap-2 rounded-xl border border-dashed p-4 text-sm text-muted-foreground">
            <Inbox className="size-4" aria-hidden="true" /> No hay nada pendiente de aprobar.
          </p>
        ) : (
          items.map((approval) => <PendingApprovalCard key={approval.id} approval={approval} showPlayer={showPlayer} />)
        )}
      </div>
      <div className="grid gap-3">
        <h3 className="text-sm font-semibold">Historial</h3>
        <ApprovalHistory playerId={playerId} showPlayer={showPlayer} />
      </div>
    </section>
  );
}
