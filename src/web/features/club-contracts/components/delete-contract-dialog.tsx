import type { ClubContract } from "@shared/schemas/club-contract";
import { DeleteRecordDialog, type RecordDeletion } from "@/components/delete-record-dialog";

import { useDeleteClubContract } from "../api/save-club-contract";

const CONTRACT_DELETION: RecordDeletion<ClubContract> = {
  title: "¿Eliminar contrato?",
  description: "Esta acción no se puede deshacer. El contrato y sus cláusulas se eliminarán permanentemente.",
  deleted: ["Contrato eliminado", "El contrato se ha eliminado correctamente"],
  failed: "Error - No se pudo eliminar el contrato",
  failureHasReason: false,
};

export function DeleteContractDialog({ contract, onClose }: { contract: ClubContract | null; onClose: () => void }) {
  return (
    <DeleteRecordDialog
      item={contract}
      onClose={onClose}
      deletion={CONTRACT_DELETION}
      mutation={useDeleteClubContract()}
      keyOf={(record) => record.id}
    />
  );
}
