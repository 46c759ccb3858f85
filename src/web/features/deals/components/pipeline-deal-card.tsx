import { Check, Pencil, Trash2, X } from "lucide-react";

import { dealActions } from "@shared/domain/stages";
import type { Deal } from "@shared/schemas/deal";
import { PlayerApprovalBadge } from "@/components/player-approval";
import { DealStageBadge } from "@/components/status-badges";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";

import { DealApprovalAction } from "./deal-approval-action";
import { DealDeliverables, DealFlags, DealTerms } from "./deal-terms";

export type PipelineDealActions = {
  onApprove: (deal: Deal) => void;
  onReject: (deal: Deal) => void;
  onEdit: (deal: Deal) => void;
  onDelete: (deal: Deal) => void;
  /** While this deal's stage is being changed its buttons wait. */
  busy?: boolean;
};

/** A deal in the pipeline: brand × player, its terms, and what can be done at its stage. */
export function PipelineDealCard({
  deal,
  onApprove,
  onReject,
  onEdit,
  onDelete,
  busy = false,
}: { deal: Deal } & PipelineDealActions) {
  const actions = dealActions(deal.stage);
  return (
    <Card className="gap-4 p-5" data-testid="pipeline-deal">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0 space-y-1.5">
          <h3 className="font-semibold break-words">
            {deal.brandName} <span className="text-muted-foreground">×</span> {deal.playerName}
          </h3>
          <div className="flex flex-wrap gap-1">
            <Badge tone="outline">{deal.type}</Badge>
            <DealFlags deal={deal} />
            <PlayerApprovalBadge approval={deal.playerApproval} />
          </div>
        </div>
        <DealStageBadge stage={deal.stage} />
      </div>
      <DealTerms deal={deal} />
      <DealDeliverables deal={deal} />
      <div className="flex flex-wrap justify-end gap-1 border-t pt-3">
        <DealApprovalAction deal={deal} disabled={busy} />
        {actions.includes("approve") ? (
          <Button size="sm" disabled={busy} onClick={() => onApprove(deal)}>
            <Check /> Aprobar
          </Button>
        ) : null}
        {actions.includes("reject") ? (
          <Button
            variant="outline"
            size="sm"
            disabled={busy}
            aria-label={`Rechazar patrocinio de ${deal.brandName} con ${deal.playerName}`}
            onClick={() => onReject(deal)}
          >
            <X />
          </Button>
        ) : null}
        {actions.includes("edit") ? (
          <Button variant="ghost" size="sm" disabled={busy} onClick={() => onEdit(deal)}>
            <Pencil /> Editar
          </Button>
        ) : null}
        {actions.includes("delete") ? (
          <Button
            variant="ghost"
            size="sm"
            disabled={busy}
            className="text-destructive hover:text-destructive"
            aria-label={`Eliminar patrocinio de ${deal.brandName} con ${deal.playerName}`}
            onClick={() => onDelete(deal)}
          >
            <Trash2 /> Eliminar
          </Button>
        ) : null}
      </div>
    </Card>
  );
}
