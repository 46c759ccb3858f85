import { ArrowLeftRight } from "lucide-react";
import { lazy, Suspense, type ReactNode } from "react";

import type { Operation } from "@shared/schemas/operation";
import { EmptyState } from "@/components/empty-state";
import { ErrorState } from "@/components/error-state";
import { LoadMoreButton } from "@/components/load-more-button";
import { Skeleton } from "@/components/ui/skeleton";
import type { useRecordDialogs } from "@/hooks/use-record-dialogs";
import { useClubOptions } from "@/lib/club-options";
import { usePlayerOptions } from "@/lib/player-options";

import { useOperations, type OperationFilter } from "../api/get-operations";
import { OperationRow } from "./operation-row";

const OperationFormDialog = lazy(() =>
  import("./operation-form-dialog").then((m) => ({ default: m.OperationFormDialog })),
);
const DeleteOperationDialog = lazy(() =>
  import("./delete-operation-dialog").then((m) => ({ default: m.DeleteOperationDialog })),
);

type OperationsPanelProps = {
  filter: OperationFilter;
  /** The screen's dialogs, so that its own "Nueva operación" button opens the same form. */
  dialogs: ReturnType<typeof useRecordDialogs<Operation>>;
  /** Said when there is nothing to list; the screen knows why. */
  emptyText: string;
  /** The history of the record being edited (the screen composes it). */
  historyOf?: (operation: Operation) => ReactNode;
  /** The board shows the operations instead: only the form and the deletion stay. */
  hidden?: boolean;
};

/** Operations as a list with their form and deletion: the Operaciones screen, a player's tab and a club's page. */
export function OperationsPanel({ filter, dialogs, emptyText, historyOf, hidden = false }: OperationsPanelProps) {
  const operations = useOperations(filter);
  const players = usePlayerOptions();
  const clubs = useClubOptions();
  const items = operations.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <>
      {hidden ? null : operations.isPending ? (
        <div className="space-y-2" aria-busy="true" aria-label="Cargando operaciones">
          {Array.from({ length: 3 }, (_, index) => (
            <Skeleton key={index} className="h-20 rounded-xl" />
          ))}
        </div>
      ) : operations.isError ? (
        <ErrorState message="No se pudieron cargar las operaciones." onRetry={() => void operations.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState icon={<ArrowLeftRight className="size-6" />}>{emptyText}</EmptyState>
      ) : (
        <>
          <ul className="divide-y rounded-xl border bg-card">
            {items.map((operation) => (
              <OperationRow
                key={operation.id}
                operation={operation}
                showPlayer={!filter.playerId}
                onEdit={dialogs.openForm}
                onDelete={dialogs.askDelete}
              />
            ))}
          </ul>
          <LoadMoreButton pages={operations} />
        </>
      )}
      <Suspense fallback={null}>
        {dialogs.form.used ? (
          <OperationFormDialog
            open={dialogs.form.open}
            onOpenChange={dialogs.form.onOpenChange}
            operation={dialogs.form.editing}
            playerId={filter.playerId ?? undefined}
            players={players.data ?? []}
            clubs={clubs.data ?? []}
            history={dialogs.form.editing && historyOf ? historyOf(dialogs.form.editing) : null}
          />
        ) : null}
        {dialogs.remove.used ? (
          <DeleteOperationDialog operation={dialogs.remove.target} onClose={dialogs.remove.close} />
        ) : null}
      </Suspense>
    </>
  );
}
