import type { ApprovalDecider } from "@shared/domain/enums";
import { LoadMoreButton } from "@/components/load-more-button";
import { ApprovalStatusBadge } from "@/components/status-badges";
import { formatDate, formatTime } from "@/lib/format";

import { useApprovalHistory } from "../api/get-approvals";

const DECIDED_BY: Record<ApprovalDecider, string> = {
  player: "Respondió el jugador",
  agency: "Decidió la agencia",
};

/** The answers already given, latest first, with when each was given, by whom, and the player's comment. */
export function ApprovalHistory({ playerId, showPlayer }: { playerId: string | undefined; showPlayer: boolean }) {
  const history = useApprovalHistory(playerId);
  const items = history.data?.pages.flatMap((page) => page.items) ?? [];

  if (history.isPending)
    return (
      <p className="text-sm text-muted-foreground" role="status">
        Cargando historial...
      </p>
    );
  if (history.isError)
    return (
      <p className="text-sm text-destructive" role="alert">
        No se pudo cargar el historial.
      </p>
    );
  if (items.length === 0) return <p className="text-sm text-muted-foreground">Todavía no hay decisiones.</p>;
  return (
    <div className="grid gap-3">
      <ul className="divide-y rounded-xl border bg-card" aria-label="Historial de decisiones">
        {items.map((approval) => (
          <li key={approval.id} className="grid gap-1 p-3" data-testid="decided-approval">
            <div className="flex items-start justify-between gap-2">
              <span className="text-sm font-medium break-words">{approval.title}</span>
              <ApprovalStatusBadge status={approval.status} />
            </div>
            <span className="text-xs text-muted-foreground">
              {showPlayer ? `${approval.playerName} · ` : ""}
              {approval.decidedAt
                ? `${formatDate(approval.decidedAt)}, ${formatTime(approval.decidedAt)}`
                : "Sin fecha de decisión"}
              {approval.decidedBy ? ` · ${DECIDED_BY[approval.decidedBy]}` : ""}
            </span>
            {approval.comment ? (
              <p className="text-sm break-words">
                <span className="sr-only">Comentario: </span>«{approval.comment}»
              </p>
            ) : null}
          </li>
        ))}
      </ul>
      <LoadMoreButton pages={history} size="sm" />
    </div>
  );
}
