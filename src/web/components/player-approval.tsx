import { Loader2, Send, Undo2 } from "lucide-react";

import type { ApprovalRecordType } from "@shared/domain/enums";
import type { PlayerApproval } from "@shared/schemas/approval";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { useAskPlayerApproval, useWithdrawPlayerApproval } from "@/lib/player-approvals";
import { toast } from "@/lib/toast";

/** The player's answer about a record, as a badge, with their comment when they left one. */
export function PlayerApprovalBadge({ approval }: { approval: PlayerApproval | null }) {
  if (!approval) return null;
  if (approval.status === "pending") return <Badge tone="warning">Esperando al jugador</Badge>;
  const approved = approval.status === "approved";
  return (
    // A long comment wraps inside the card instead of widening the page (539 px of a 390 px phone).
    <Badge
      tone={approved ? "success" : "destructive"}
      title={approval.comment ?? undefined}
      className="h-auto max-w-full whitespace-normal [overflow-wrap:anywhere]"
    >
      {approved ? "Aprobado por el jugador" : "Rechazado por el jugador"}
      {approval.comment ? `: «${approval.comment}»` : ""}
    </Badge>
  );
}

type ActionProps = {
  recordType: ApprovalRecordType;
  recordId: string;
  approval: PlayerApproval | null;
  /** What the toast names once the question is sent ("Marca · Jugador"). */
  description: string;
  disabled?: boolean;
};

/** "Pedir aprobación al jugador", or "Retirar petición" while the question waits. */
export function PlayerApprovalAction({ recordType, recordId, approval, description, disabled = false }: ActionProps) {
  const ask = useAskPlayerApproval();
  const withdraw = useWithdrawPlayerApproval();
  const pending = approval?.status === "pending" ? approval : null;
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
        ask.mutate(
          { recordType, recordId },
          {
            onSuccess: () => toast.success("Petición enviada al jugador", { description }),
            onError: (error) => toast.error("No se pudo pedir la aprobación", { description: error.message }),
          },
        )
      }
    >
      {ask.isPending ? <Loader2 className="animate-spin" /> : <Send />} Pedir aprobación al jugador
    </Button>
  );
}
