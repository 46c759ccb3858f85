import {
  CalendarDays,
  Camera,
  Check,
  Handshake,
  ImageIcon,
  Loader2,
  Megaphone,
  RefreshCcw,
  Undo2,
  X,
} from "lucide-react";

import type { ApprovalKind } from "@shared/domain/enums";
import type { Approval } from "@shared/schemas/approval";
import { Button } from "@/components/ui/button";
import { formatDate } from "@/lib/format";
import { useWithdrawPlayerApproval } from "@/lib/player-approvals";
import { toast } from "@/lib/toast";

import { useDecideApproval, type Decision } from "../api/decide-approval";

const KINDS: Record<ApprovalKind, { label: string; icon: typeof Camera }> = {
  renewal: { label: "Renovación de patrocinio", icon: RefreshCcw },
  social_post: { label: "Publicación generada con IA", icon: Megaphone },
  photo_session: { label: "Sesión de fotos", icon: Camera },
  deal: { label: "Patrocinio", icon: Handshake },
  event: { label: "Evento", icon: CalendarDays },
  campaign_image: { label: "Imagen de campaña", icon: ImageIcon },
};

/**
 * A question about a record, or any question to a player who has the app: only the player answers it, from their
 * app; the agent may withdraw it.
 */
function WaitingForPlayer({ approval }: { approval: Approval }) {
  const withdraw = useWithdrawPlayerApproval();
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <p className="text-sm text-muted-foreground">
        {approval.playerHasAccess
          ? "Esperando la respuesta del jugador en su app"
          : "Solo el jugador puede responder: dale acceso a su app desde su ficha"}
      </p>
      <Button
        variant="outline"
        size="sm"
        disabled={withdraw.isPending}
        onClick={() =>
          // The promise, not mutate's callbacks: a withdrawn request leaves the list and its card unmounts.
          void withdraw.mutateAsync(approval.id).then(
            () => toast.success("Petición retirada", { description: approval.title }),
            (error: Error) => toast.error("No se pudo retirar la petición", { description: error.message }),
          )
        }
      >
        {withdraw.isPending ? <Loader2 className="animate-spin" /> : <Undo2 />} Retirar
      </Button>
    </div>
  );
}

/** One request waiting for the player: what it is, its amount or date, and the two answers. */
export function PendingApprovalCard({ approval, showPlayer }: { approval: Approval; showPlayer: boolean }) {
  const decide = useDecideApproval();
  const kind = KINDS[approval.kind];
  const Icon = kind.icon;
  // A renewal names the deal's new terms, which it takes once the player approves.
  const renewal = approval.kind === "renewal";

  const answer = (status: Decision) =>
    // The promise, not mutate's callbacks: a decided request leaves the list and its card unmounts.
    void decide.mutateAsync({ id: approval.id, status }).then(
      () => toast.success(status === "approved" ? "Aprobado" : "Rechazado", { description: approval.title }),
      (error: Error) => toast.error("No se pudo guardar la decisión", { description: error.message }),
    );
  const deciding = decide.isPending ? decide.variables.status : null;

  return (
    <article
      className="grid gap-3 rounded-xl border bg-card p-4 shadow-xs"
      data-testid="pending-approval"
      aria-label={approval.title}
    >
      <div className="flex items-center gap-2 text-xs font-medium text-muted-foreground">
        <Icon className="size-4" aria-hidden="true" />
        {kind.label}
        {showPlayer ? <span className="ml-auto truncate">{approval.playerName}</span> : null}
      </div>
      <h3 className="font-semibold break-words">{approval.title}</h3>
      {approval.detail ? <p className="text-sm break-words text-muted-foreground">{approval.detail}</p> : null}
      {approval.amount ? (
        <p className="text-sm">
          {renewal ? "Nuevo importe" : "Importe"}: <strong>{approval.amount}</strong>
        </p>
      ) : null}
      {approval.scheduledFor ? (
        <p className="text-sm">
          {renewal ? "Renovación hasta el" : "Fecha"}: <strong>{formatDate(approval.scheduledFor)}</strong>
        </p>
      ) : null}
      {approval.recordType || approval.playerHasAccess ? (
        <WaitingForPlayer approval={approval} />
      ) : (
        <div className="grid grid-cols-2 gap-2">
          <Button
            variant="outline"
            disabled={decide.isPending}
            onClick={() => answer("rejected")}
            aria-label={`Rechazar: ${approval.title}`}
          >
            {deciding === "rejected" ? <Loader2 className="animate-spin" /> : <X />} Rechazar
          </Button>
          <Button
            disabled={decide.isPending}
            onClick={() => answer("approved")}
            aria-label={`Aprobar: ${approval.title}`}
          >
            {deciding === "approved" ? <Loader2 className="animate-spin" /> : <Check />} Aprobar
          </Button>
        </div>
      )}
    </article>
  );
}
