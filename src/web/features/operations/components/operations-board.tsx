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
import { useState } from "react";
import { Link } from "react-router";

import { OPERATION_STAGES, type OperationStage } from "@shared/domain/operations";
import type { Operation } from "@shared/schemas/operation";
import { LoadMoreButton } from "@/components/load-more-button";
import { OperationStageBadge } from "@/components/status-badges";
import { paths } from "@/config/paths";
import { ApiError } from "@/lib/api-client";
import { columnKeyboardCoordinates } from "@/lib/column-keyboard-coordinates";
import { toast } from "@/lib/toast";
import { cn } from "@/lib/utils";

import { useOperations, type OperationFilter } from "../api/get-operations";
import { useUpdateOperation } from "../api/save-operation";
import { FallThroughDialog } from "./fall-through-dialog";

type DragData = { operation: Operation };

const operationLabel = (operation: Operation) => `${operation.type} de ${operation.playerName} → ${operation.clubName}`;
const operationOf = (data: unknown) => (data as DragData | undefined)?.operation;

const announcements: Announcements = {
  onDragStart: ({ active }) => {
    const operation = operationOf(active.data.current);
    return operation
      ? `Operación ${operationLabel(operation)} cogida, en ${operation.stage}. Flechas izquierda y derecha para cambiar de columna.`
      : undefined;
  },
  onDragOver: ({ over }) => (over ? `Sobre la columna ${String(over.id)}.` : "Fuera de las columnas."),
  onDragEnd: ({ active, over }) => {
    const operation = operationOf(active.data.current);
    return operation && over
      ? `Operación ${operationLabel(operation)} soltada en ${String(over.id)}.`
      : "Operación soltada fuera de las columnas.";
  },
  onDragCancel: () => "Movimiento cancelado.",
};

const screenReaderInstructions = {
  draggable:
    "Pulsa Espacio o Intro para coger la operación, las flechas izquierda y derecha para llevarla a otra etapa, Espacio o Intro para soltarla y Escape para cancelar.",
};

function BoardCard({ operation, busy }: { operation: Operation; busy: boolean }) {
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({
    id: operation.id,
    data: { operation } satisfies DragData,
    disabled: busy,
  });
  return (
    <li
      ref={setNodeRef}
      style={transform ? { transform: `translate3d(${transform.x}px, ${transform.y}px, 0)` } : undefined}
      className={cn(
        "flex cursor-grab touch-none items-start gap-2 rounded-lg border bg-card p-3 text-sm shadow-xs outline-none focus-visible:ring-2 focus-visible:ring-ring",
        isDragging && "z-10 cursor-grabbing shadow-lg ring-2 ring-primary/40",
        busy && "opacity-60",
      )}
      data-testid="board-operation"
      aria-label={`${operationLabel(operation)}, ${operation.stage}`}
      {...attributes}
      {...listeners}
    >
      <GripVertical className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
      <div className="min-w-0 space-y-1">
        <p className="font-medium break-words">{operation.playerName}</p>
        <p className="text-xs text-muted-foreground">
          {operation.type} · {operation.clubName}
        </p>
        {operation.warnings.length > 0 ? (
          <p className="text-xs text-[oklch(0.45_0.11_70)]">{operation.warnings.map((w) => w.message).join(" · ")}</p>
        ) : null}
        <Link
          to={paths.operation(operation.id)}
          className="inline-flex min-h-6 text-xs text-muted-foreground underline-offset-4 hover:underline"
          // The card is the drag handle: a click on the link opens the operation instead of picking it up.
          onPointerDown={(event) => event.stopPropagation()}
          onKeyDown={(event) => event.stopPropagation()}
        >
          Ver negociación
        </Link>
      </div>
    </li>
  );
}

function BoardColumn({
  stage,
  filter,
  busyId,
}: {
  stage: OperationStage;
  filter: Omit<OperationFilter, "stage">;
  busyId: string | undefined;
}) {
  const { setNodeRef, isOver } = useDroppable({ id: stage });
  const operations = useOperations({ ...filter, stage });
  const items = operations.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <section
      ref={setNodeRef}
      aria-label={`Columna ${stage}`}
      data-testid="board-column"
      className={cn(
        "flex min-w-56 flex-1 flex-col gap-3 rounded-xl border bg-muted/40 p-3 transition-colors",
        isOver && "border-primary bg-primary/5",
      )}
    >
      <header className="flex items-center justify-between gap-2">
        <OperationStageBadge stage={stage} />
        <span className="text-sm font-semibold" data-testid="board-column-count">
          {operations.isPending ? "…" : `${items.length}${operations.hasNextPage ? "+" : ""}`}
        </span>
      </header>
      {operations.isPending ? (
        <p className="text-sm text-muted-foreground">Cargando...</p>
      ) : operations.isError ? (
        <p className="text-sm text-destructive">No se pudieron cargar.</p>
      ) : items.length === 0 ? (
        <p className="rounded-lg border border-dashed p-4 text-center text-xs text-muted-foreground">Sin operaciones</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {items.map((operation) => (
            <BoardCard key={operation.id} operation={operation} busy={busyId === operation.id} />
          ))}
        </ul>
      )}
      <LoadMoreButton pages={operations} variant="ghost" size="sm" />
    </section>
  );
}

/**
 * One column per stage; dragging a card to another column moves the operation there (mouse, touch, or the
 * keyboard: Space/Enter to pick up, arrows to move, Space/Enter to drop). The server's rules answer: no mandate
 * past a sounding, a reason when it falls through.
 */
export function OperationsBoard({ filter }: { filter: Omit<OperationFilter, "stage"> }) {
  const update = useUpdateOperation();
  const [falling, setFalling] = useState<Operation | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: columnKeyboardCoordinates }),
  );
  const move = (operation: Operation, stage: OperationStage, lostReason?: string) =>
    update.mutate(
      { id: operation.id, input: { stage, ...(lostReason ? { lostReason } : {}) }, version: operation.version },
      {
        onSuccess: (saved) => {
          setFalling(null);
          toast.success(`Operación movida a ${stage}`, { description: operationLabel(operation) });
          for (const warning of saved.warnings) toast.warning(warning.message);
        },
        onError: (error) =>
          toast.error("No se pudo mover la operación", {
            description: error instanceof ApiError ? error.message : undefined,
          }),
      },
    );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const operation = operationOf(active.data.current);
    const stage = over?.id as OperationStage | undefined;
    if (!operation || !stage || stage === operation.stage) return;
    if (stage === "Caída") setFalling(operation);
    else move(operation, stage);
  };
  return (
    <>
      <DndContext sensors={sensors} onDragEnd={onDragEnd} accessibility={{ announcements, screenReaderInstructions }}>
        <div className="-mx-4 overflow-x-auto px-4 pb-2 sm:mx-0 sm:px-0">
          <div className="flex gap-3">
            {OPERATION_STAGES.map((stage) => (
              <BoardColumn
                key={stage}
                stage={stage}
                filter={filter}
                busyId={update.isPending ? update.variables?.id : undefined}
              />
            ))}
          </div>
        </div>
      </DndContext>
      {falling ? (
        <FallThroughDialog
          operation={falling}
          pending={update.isPending}
          onConfirm={(operation, reason) => move(operation, "Caída", reason)}
          onCancel={() => setFalling(null)}
        />
      ) : null}
    </>
  );
}
