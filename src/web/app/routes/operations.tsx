import { Plus } from "lucide-react";

import { OPERATION_STAGES, type OperationStage } from "@shared/domain/operations";
import type { Operation } from "@shared/schemas/operation";
import { ExportCsvButton } from "@/components/export-csv-button";
import { PageHeader } from "@/components/page-header";
import { Button } from "@/components/ui/button";
import { NativeSelect } from "@/components/ui/native-select";
import { RecordHistory } from "@/features/activity/components/record-history";
import { OperationsPanel } from "@/features/operations/components/operations-panel";
import { useRecordDialogs } from "@/hooks/use-record-dialogs";
import { useUrlParam } from "@/hooks/use-url-param";

const stageFrom = (value: string | null): OperationStage | null =>
  OPERATION_STAGES.find((stage) => stage === value) ?? null;

/** Every transfer and renewal the agency negotiates, newest first, filtered by stage in the address. */
export function OperationsRoute() {
  const [stageParam, chooseStage] = useUrlParam("etapa");
  const stage = stageFrom(stageParam);
  const dialogs = useRecordDialogs<Operation>();

  return (
    <div className="space-y-6">
      <PageHeader
        title="Operaciones"
        description="Traspasos, cesiones, renovaciones y fichajes libres de tus jugadores"
        actions={
          <>
            <ExportCsvButton resource="operations" filters={{ stage: stage ?? undefined }} />
            <Button onClick={() => dialogs.openForm(undefined)}>
              <Plus /> Nueva operación
            </Button>
          </>
        }
      />
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
      <OperationsPanel
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
