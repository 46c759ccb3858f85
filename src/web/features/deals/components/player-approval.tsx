import { Loader2, Send, Undo2 } from "lucide-react";

import type { Deal } from "@shared/schemas/deal";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { toast } from "@/lib/toast";

import { useAskPlayerApproval, useWithdrawPlayerApproval } from "../api/player-approval";

/** The player's answer about the deal, as a badge, with their comment when they left one. */
export function PlayerApprovalBadge({ deal }: { deal: Deal }) {
  const approval = deal.playerApproval;
  if (!approval) return null;
  if (approval.status === "pending") return <Badge tone="warning">Esperando al jugador</Badge>;
  const approved = approval.status === "approved";
  return (
    <Badge tone={approved ? "success" : "destructive"} title={approval.comment ?? undefined}>
      {approved ? "Aprobado por el jugador" : "Rechazado por el jugador"}
      {approval.comment ? `: «${approval.comment}»` : ""}
    </Badge>
  );
}

/** "Pedir aprobación al jugador", or "Retirar petición" while the question waits. */
export function PlayerApprovalAction({ deal, disabled = false }: { deal: Deal; disabled?: boolean }) {
  const ask = useAskPlayerApproval();
  const withdraw = useWithdrawPlayerApproval();
  const pending = deal.playerApproval?.status === "pending" ? deal.playerApproval : null;
  if (deal.stage === "Activa" || deal.stage === "Cerrada") return null;
  if (pending) {
    return (
      <Button
        variant="ghost"
        size="sm"
        disabled={disabled || withdraw.isPending}
        onClick={() =>
          withdraw.mutate(pending.id, {
            onSuccess: () => toast.success("Petición retirada"),
            onError: (error) => toast.error("No se pudo retirar la petición", { description: error.message }),
          })
        }
      >
        {withdraw.isPending ? <Loader2 className="animate-spin" /> : <Undo2 />} Retirar petición
      </Button>
    );
  }
  return (
    <Button
      variant="ghost"
      size="sm"
      disabled={disabled || ask.isPending}
      onClick={() =>
        ask.mutate(deal.id, {
          onSuccess: () =>
            toast.success("Petición enviada al jugador", { description: `${deal.brandName} · ${deal.playerName}` }),
          onError: (error) => toast.error("No se pudo pedir la aprobación", { description: error.message }),
        })
      }
    >
      {ask.isPending ? <Loader2 className="animate-spin" /> : <Send />} Pedir aprobación al jugador
    </Button>
  );
}
