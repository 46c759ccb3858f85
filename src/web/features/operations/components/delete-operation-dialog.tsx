import type { Operation } from "@shared/schemas/operation";
import { DeleteRecordDialog, type RecordDeletion } from "@/components/delete-record-dialog";

import { useDeleteOperation } from "../api/save-operation";

const OPERATION_DELETION: RecordDeletion<Operation> = {
  title: "¿Eliminar operación?",
  description: (operation) =>
    `Esta acción no se puede deshacer.${operation ? ` ${operation.type} de ${operation.playerName} con ${operation.clubName}.` : ""}`,
  deleted: ["Operación eliminada", "La operación se ha eliminado correctamente"],
  failed: "No se pudo eliminar la operación",
  impactPath: (operation) => `/operations/${operation.id}/impact`,
};

export function DeleteOperationDialog({ operation, onClose }: { operation: Operation | null; onClose: () => void }) {
  return (
    <DeleteRecordDialog
      item={operation}
      onClose={onClose}
      deletion={OPERATION_DELETION}
      mutation={useDeleteOperation()}
      keyOf={(record) => record.id}
    />
  );
}
