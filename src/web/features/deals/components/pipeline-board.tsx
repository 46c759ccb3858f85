import { DEAL_STAGES, type DealStage } from "@shared/domain/enums";
import type { Deal } from "@shared/schemas/deal";
import { KanbanBoard, type BoardTexts } from "@/components/kanban-board";
import { DealStageBadge } from "@/components/status-badges";
import { formatCompactEuros } from "@/lib/format";
import { HIDDEN_TEXT, isHidden, shownOr } from "@/lib/hidden";

import { useDealSummary } from "../api/get-deal-summary";
import { useDeals } from "../api/get-deals";
import { DealFlags } from "./deal-terms";

const dealLabel = (deal: Deal) => `${deal.brandName} × ${deal.playerName}`;

const texts: BoardTexts = {
  pickedUp: (label, stage) =>
    `Patrocinio ${label} cogido, en ${stage}. Flechas izquierda y derecha para cambiar de columna.`,
  dropped: (label, column) => `Patrocinio ${label} soltado en ${column}.`,
  droppedOutside: "Patrocinio soltado fuera de las columnas.",
  instructions:
    "Pulsa Espacio o Intro para coger el patrocinio, las flechas izquierda y derecha para llevarlo a otra etapa, Espacio o Intro para soltarlo y Escape para cancelar.",
  empty: "Sin patrocinios",
};

/** One column per stage with its count and fee total; dragging a card to another column changes its stage. */
export function PipelineBoard({
  onMove,
  busyDealId,
}: {
  onMove: (deal: Deal, stage: DealStage) => void;
  busyDealId: string | undefined;
}) {
  const summary = useDealSummary();
  return (
    <KanbanBoard
      stages={DEAL_STAGES}
      useColumn={useDeals}
      header={(stage) => {
        const stageSummary = summary.data?.stages.find((entry) => entry.stage === stage);
        return (
          <div className="space-y-1">
            <div className="flex items-center justify-between gap-2">
              <DealStageBadge stage={stage} />
              <span className="text-sm font-semibold" data-testid="board-column-count">
                {stageSummary?.count ?? "…"}
              </span>
            </div>
            <p className="text-xs text-muted-foreground" data-testid="board-column-total">
              {!stageSummary ? "…" : isHidden(stageSummary) ? HIDDEN_TEXT : formatCompactEuros(stageSummary.feeTotal)}
              {stageSummary && !isHidden(stageSummary) && stageSummary.unreadableFees > 0
                ? ` · ${stageSummary.unreadableFees} importe no reconocido`
                : ""}
            </p>
          </div>
        );
      }}
      card={(deal) => (
        <>
          <p className="font-medium break-words">{dealLabel(deal)}</p>
          <p className="text-xs text-muted-foreground">
            {deal.type} · {shownOr(deal, deal.fee || "sin importe")}
          </p>
          <DealFlags deal={deal} />
        </>
      )}
      labelOf={dealLabel}
      texts={texts}
      onMove={onMove}
      busyId={busyDealId}
      cardTestId="board-deal"
      columnWidth="min-w-64"
    />
  );
}
