import { Plus } from "lucide-react";

import type { Operation } from "@shared/schemas/operation";
import { Allowed } from "@/components/allowed";
import { Button } from "@/components/ui/button";
import { RecordHistory } from "@/features/activity/components/record-history";
import { ContactLogPanel } from "@/features/contacts/components/contact-log-panel";
import { OperationsPanel } from "@/features/operations/components/operations-panel";
import { useRecordDialogs } from "@/hooks/use-record-dialogs";

import { usePlayerOverviewContext } from "./player-layout";

export function PlayerOperationsRoute() {
  const { player } = usePlayerOverviewContext();
  const dialogs = useRecordDialogs<Operation>();
  return (
    <div className="space-y-4">
      <div className="flex items-center justify-between gap-4">
        <h2 className="text-lg font-semibold">Operaciones</h2>
        <Allowed action="create" resource="operations">
          <Button onClick={() => dialogs.openForm(undefined)}>
            <Plus /> Nueva operación
          </Button>
        </Allowed>
      </div>
      <OperationsPanel
        filter={{ stage: null, playerId: player.id, clubId: null }}
        dialogs={dialogs}
        emptyText="Este jugador no tiene operaciones: traspasos, cesiones o renovaciones que negocies aparecerán aquí"
        historyOf={(operation) => <RecordHistory entityType="operation" entityId={operation.id} />}
      />
      <ContactLogPanel subject={{ playerId: player.id }} peopleOf={{}} />
    </div>
  );
}
