import type { Deal } from "@shared/schemas/deal";
import { DeleteRecordDialog, type RecordDeletion } from "@/components/delete-record-dialog";

import { useDeleteDeal } from "../api/delete-deal";

const DEAL_DELETION: RecordDeletion<Deal> = {
  title: "¿Eliminar patrocinio?",
  description: "Esta acción no se puede deshacer. El patrocinio será eliminado permanentemente.",
  deleted: ["Patrocinio eliminado", "El patrocinio se ha eliminado correctamente"],
  failed: "Error - No se pudo eliminar el patrocinio",
  failureHasReason: false,
  impactPath: (deal) => `/deals/${deal.id}/impact`,
};

export function DeleteDealDialog({ deal, onClose }: { deal: Deal | null; onClose: () => void }) {
  return (
    <DeleteRecordDialog
      item={deal}
      onClose={onClose}
      deletion={DEAL_DELETION}
      mutation={useDeleteDeal()}
      keyOf={(record) => record.id}
    />
  );
}
