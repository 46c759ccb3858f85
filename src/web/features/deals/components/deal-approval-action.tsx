import type { Deal } from "@shared/schemas/deal";
import { PlayerApprovalAction } from "@/components/player-approval";

/** Before a deal binds (Prospect, Negociación), the agent may ask the player about its terms. */
export function DealApprovalAction({ deal, disabled = false }: { deal: Deal; disabled?: boolean }) {
  if (deal.stage !== "Prospect" && deal.stage !== "Negociación") return null;
  return (
    <PlayerApprovalAction
      recordType="deal"
      recordId={deal.id}
      approval={deal.playerApproval}
      description={`${deal.brandName} · ${deal.playerName}`}
      disabled={disabled}
    />
  );
}
