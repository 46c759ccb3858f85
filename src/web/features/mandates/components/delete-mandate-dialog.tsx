import type { Mandate } from "@shared/schemas/mandate";
import { DeleteRecordDialog, type RecordDeletion } from "@/components/delete-record-dialog";

import { useDeleteMandate } from "../api/save-mandate";

const MANDATE_DELETION: RecordDeletion<Mandate> = {
  title: "¿Eliminar mandato?",
  description: "Esta acción no se puede deshacer. El mandato se eliminará permanentemente.",
  deleted: ["Mandato eliminado", "El mandato se ha eliminado correctamente"],
  failed: "Error - No se pudo eliminar el mandato",
  failureHasReason: false,
  impactPath: (mandate) => `/mandates/${mandate.id}/impact`,
};

export function DeleteMandateDialog({ mandate, onClose }: { mandate: Mandate | null; onClose: () => void }) {
  return (
    <DeleteRecordDialog
      item={mandate}
      onClose={onClose}
      deletion={MANDATE_DELETION}
      mutation={useDeleteMandate()}
      keyOf={(record) => record.id}
    />
  );
}
