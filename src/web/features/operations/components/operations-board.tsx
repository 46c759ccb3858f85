import { useState } from "react";
import { Link } from "react-router";

import { OPERATION_STAGES, type OperationStage } from "@shared/domain/operations";
import type { Operation } from "@shared/schemas/operation";
import { KanbanBoard, type BoardTexts } from "@/components/kanban-board";
import { OperationStageBadge } from "@/components/status-badges";
import { paths } from "@/config/paths";
import { ApiError } from "@/lib/api-client";
import { toast } from "@/lib/toast";

import { useOperations, type OperationFilter } from "../api/get-operations";
import { useUpdateOperation } from "../api/save-operation";
import { FallThroughDialog } from "./fall-through-dialog";

const operationLabel = (operation: Operation) => `${operation.type} de ${operation.playerName} → ${operation.clubName}`;

const texts: BoardTexts = {
  pickedUp: (label, stage) =>
    `Operación ${label} cogida, en ${stage}. Flechas izquierda y derecha para cambiar de columna.`,
  dropped: (label, column) => `Operación ${label} soltada en ${column}.`,
  droppedOutside: "Operación soltada fuera de las columnas.",
  instructions:
    "Pulsa Espacio o Intro para coger la operación, las flechas izquierda y derecha para llevarla a otra etapa, Espacio o Intro para soltarla y Escape para cancelar.",
  empty: "Sin operaciones",
};

function OperationCard({ operation }: { operation: Operation }) {
  return (
    <>
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
    </>
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
  const useColumn = (stage: OperationStage) => useOperations({ ...filter, stage });
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
  const onMove = (operation: Operation, stage: OperationStage) => {
    if (stage === "Caída") setFalling(operation);
    else move(operation, stage);
  };
  return (
    <>
      <KanbanBoard
        stages={OPERATION_STAGES}
        useColumn={useColumn}
        header={(stage, operations) => {
          const count = operations.data?.pages.reduce((sum, page) => sum + page.items.length, 0) ?? 0;
          return (
            <div className="flex items-center justify-between gap-2">
              <OperationStageBadge stage={stage} />
              <span className="text-sm font-semibold" data-testid="board-column-count">
                {operations.isPending ? "…" : `${count}${operations.hasNextPage ? "+" : ""}`}
              </span>
            </div>
          );
        }}
        card={(operation) => <OperationCard operation={operation} />}
        labelOf={operationLabel}
        texts={texts}
        onMove={onMove}
        busyId={update.isPending ? update.variables?.id : undefined}
        cardTestId="board-operation"
        columnWidth="min-w-56"
      />
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
