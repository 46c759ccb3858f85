import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from "@dnd-kit/core";
import { GripVertical } from "lucide-react";

import { DEAL_STAGES, type DealStage } from "@shared/domain/enums";
import type { Deal, DealStageSummary } from "@shared/schemas/deal";
import { LoadMoreButton } from "@/components/load-more-button";
import { DealStageBadge } from "@/components/status-badges";
import { columnKeyboardCoordinates } from "@/lib/column-keyboard-coordinates";
import { formatCompactEuros } from "@/lib/format";
import { cn } from "@/lib/utils";

import { useDealSummary } from "../api/get-deal-summary";
import { useDeals } from "../api/get-deals";
import { DealFlags } from "./deal-terms";

type DragData = { deal: Deal };

const dealLabel = (deal: Deal) => `${deal.brandName} × ${deal.playerName}`;
const dealOf = (data: unknown) => (data as DragData | undefined)?.deal;

const announcements: Announcements = {
  onDragStart: ({ active }) => {
    const deal = dealOf(active.data.current);
    return deal
      ? `Patrocinio ${dealLabel(deal)} cogido, en ${deal.stage}. Flechas izquierda y derecha para cambiar de columna.`
      : undefined;
  },
  onDragOver: ({ over }) => (over ? `Sobre la columna ${String(over.id)}.` : "Fuera de las columnas."),
  onDragEnd: ({ active, over }) => {
    const deal = dealOf(active.data.current);
    return deal && over
      ? `Patrocinio ${dealLabel(deal)} soltado en ${String(over.id)}.`
      : "Patrocinio soltado fuera de las columnas.";
  },
  onDragCancel: () => "Movimiento cancelado.",
};

const screenReaderInstructions = {
  draggable:
    "Pulsa Espacio o Intro para coger el patrocinio, las flechas izquierda y derecha para llevarlo a otra etapa, Espacio o Intro para soltarlo y Escape para cancelar.",
};

function BoardCard({ deal, busy }: { deal: Deal; busy: boolean }) {
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({
    id: deal.id,
    data: { deal } satisfies DragData,
    disabled: busy,
  });
  return (
    <li
      ref={setNodeRef}
      style={transform ? { transform: `translate3d(${transform.x}px, ${transform.y}px, 0)` } : undefined}
      className={cn(
        "flex cursor-grab touch-none items-start gap-2 rounded-lg border bg-card p-3 text-sm shadow-xs outline-none focus-visible:ring-2 focus-visible:ring-ring",
        isDragging && "z-10 cursor-grabbing shadow-lg ring-2 ring-primary/40",
      )}
      data-testid="board-deal"
      aria-label={`${dealLabel(deal)}, ${deal.stage}`}
      {...attributes}
      {...listeners}
    >
      <GripVertical className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
      <div className="min-w-0 space-y-1">
        <p className="font-medium break-words">{dealLabel(deal)}</p>
        <p className="text-xs text-muted-foreground">
          {deal.type} · {deal.fee || "sin importe"}
        </p>
        <DealFlags deal={deal} />
      </div>
    </li>
  );
}

function BoardColumn({
  stage,
  summary,
  busyDealId,
}: {
  stage: DealStage;
  summary: DealStageSummary | undefined;
  busyDealId: string | undefined;
}) {
  const { setNodeRef, isOver } = useDroppable({ id: stage });
  const deals = useDeals(stage);
  const items = deals.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <section
      ref={setNodeRef}
      aria-label={`Columna ${stage}`}
      data-testid="board-column"
      className={cn(
        "flex min-w-64 flex-1 flex-col gap-3 rounded-xl border bg-muted/40 p-3 transition-colors",
        isOver && "border-primary bg-primary/5",
      )}
    >
      <header className="space-y-1">
        <div className="flex items-center justify-between gap-2">
          <DealStageBadge stage={stage} />
          <span className="text-sm font-semibold" data-testid="board-column-count">
            {summary?.count ?? "…"}
          </span>
        </div>
        <p className="text-xs text-muted-foreground" data-testid="board-column-total">
          {summary ? formatCompactEuros(summary.feeTotal) : "…"}
          {summary && summary.unreadableFees > 0 ? ` · ${summary.unreadableFees} importe no reconocido` : ""}
        </p>
      </header>
      {deals.isPending ? (
        <p className="text-sm text-muted-foreground">Cargando...</p>
      ) : deals.isError ? (
        <p className="text-sm text-destructive">No se pudieron cargar.</p>
      ) : items.length === 0 ? (
        <p className="rounded-lg border border-dashed p-4 text-center text-xs text-muted-foreground">Sin patrocinios</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {items.map((deal) => (
            <BoardCard key={deal.id} deal={deal} busy={busyDealId === deal.id} />
          ))}
        </ul>
      )}
      <LoadMoreButton pages={deals} variant="ghost" size="sm" />
    </section>
  );
}

/**
 * One column per stage with its count and fee total; dragging a card to another column changes its stage
 * (mouse, touch, or the keyboard: Space/Enter to pick up, arrows to move, Space/Enter to drop).
 */
export function PipelineBoard({
  onMove,
  busyDealId,
}: {
  onMove: (deal: Deal, stage: DealStage) => void;
  busyDealId: string | undefined;
}) {
  const summary = useDealSummary();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: columnKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const deal = dealOf(active.data.current);
    const stage = over?.id as DealStage | undefined;
    if (deal && stage && stage !== deal.stage) onMove(deal, stage);
  };
  return (
    <DndContext sensors={sensors} onDragEnd={onDragEnd} accessibility={{ announcements, screenReaderInstructions }}>
      <div className="-mx-4 overflow-x-auto px-4 pb-2 sm:mx-0 sm:px-0">
        <div className="flex gap-4">
          {DEAL_STAGES.map((stage) => (
            <BoardColumn
              key={stage}
              stage={stage}
              summary={summary.data?.stages.find((entry) => entry.stage === stage)}
              busyDealId={busyDealId}
            />
          ))}
        </div>
      </div>
    </DndContext>
  );
}
