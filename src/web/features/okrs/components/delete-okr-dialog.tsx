import type { Okr } from "@shared/schemas/okr";
import { DeleteRecordDialog, type RecordDeletion } from "@/components/delete-record-dialog";

import { useDeleteOkr } from "../api/delete-okr";
import { reportOkrError } from "./report-okr-error";

const OKR_DELETION: RecordDeletion<Okr> = {
  title: "¿Eliminar OKR?",
  description: "Esta acción no se puede deshacer. El OKR y sus resultados clave serán eliminados permanentemente.",
  deleted: ["OKR eliminado", "El OKR se ha eliminado correctamente"],
  failed: "Error al eliminar OKR",
  reportFailure: reportOkrError,
};

export function DeleteOkrDialog({ okr, onClose }: { okr: Okr | null; onClose: () => void }) {
  return (
    <DeleteRecordDialog
      item={okr}
      onClose={onClose}
      deletion={OKR_DELETION}
      mutation={useDeleteOkr()}
      keyOf={(record) => record.id}
    />
  );
}
