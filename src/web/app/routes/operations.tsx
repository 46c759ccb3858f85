import { Plus } from "lucide-react";

import { OPERATION_STAGES, type OperationStage } from "@shared/domain/operations";
import type { Operation } from "@shared/schemas/operation";
import { Allowed } from "@/components/allowed";
import { ExportCsvButton } from "@/components/export-csv-button";
import { PageHeader } from "@/components/page-header";
import { Button } from "@/components/ui/button";
import { NativeSelect } from "@/components/ui/native-select";
import { ViewToggle } from "@/components/view-toggle";
import { RecordHistory } from "@/features/activity/components/record-history";
import { OperationsBoard } from "@/features/operations/components/operations-board";
import { OperationsPanel } from "@/features/operations/components/operations-panel";
import { useRecordDialogs } from "@/hooks/use-record-dialogs";
import { useUrlParam } from "@/hooks/use-url-param";

const stageFrom = (value: string | null): OperationStage | null =>
  OPERATION_STAGES.find((stage) => stage === value) ?? null;

/**
 * Every transfer and renewal the agency negotiates: a list newest first, filtered by stage, or a board by stage.
 * The filter and the view live in the address.
 */
export function OperationsRoute() {
  const [stageParam, chooseStage] = useUrlParam("etapa");
  const [viewParam, chooseView] = useUrlParam("vista");
  const stage = stageFrom(stageParam);
  const view = viewParam === "tablero" ? "board" : "list";
  const dialogs = useRecordDialogs<Operation>();

  return (
    <div className="space-y-6">
      <PageHeader
        title="Operaciones"
        description="Traspasos, cesiones, renovaciones y fichajes libres de tus jugadores"
        actions={
          <>
            <Allowed action="export" resource="operations">
              <ExportCsvButton resource="operations" filters={{ stage: stage ?? undefined }} />
            </Allowed>
            <Allowed action="create" resource="operations">
              <Button onClick={() => dialogs.openForm(undefined)}>
                <Plus /> Nueva operación
              </Button>
            </Allowed>
          </>
        }
      />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        {view === "list" ? (
          <div className="w-full max-w-xs">
            <NativeSelect aria-label="Etapa" value={stage ?? ""} onChange={(event) => chooseStage(event.target.value)}>
              <option value="">Todas las etapas</option>
              {OPERATION_STAGES.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </NativeSelect>
          </div>
        ) : null}
        <ViewToggle view={view} onChange={(next) => chooseView(next === "board" ? "tablero" : "")} />
      </div>
      {view === "board" ? <OperationsBoard filter={{ playerId: null, clubId: null }} /> : null}
      <OperationsPanel
        hidden={view === "board"}
        filter={{ stage, playerId: null, clubId: null }}
        dialogs={dialogs}
        emptyText={
          stage
            ? `No hay operaciones en ${stage}`
            : "Todavía no hay operaciones. Crea la primera con «Nueva operación»: empieza como Sondeo."
        }
        historyOf={(operation) => <RecordHistory entityType="operation" entityId={operation.id} />}
      />
    </div>
  );
}
