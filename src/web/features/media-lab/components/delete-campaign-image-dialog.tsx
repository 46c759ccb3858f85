import type { CampaignImage } from "@shared/schemas/campaign-image";
import { DeleteRecordDialog, type RecordDeletion } from "@/components/delete-record-dialog";

import { useDeleteCampaignImage } from "../api/delete-campaign-image";

const CAMPAIGN_IMAGE_DELETION: RecordDeletion<CampaignImage> = {
  title: "¿Eliminar imagen?",
  description: "Esta acción no se puede deshacer. La imagen se eliminará del historial del jugador.",
  deleted: ["Imagen eliminada", "La imagen se ha eliminado correctamente"],
  failed: "Error - No se pudo eliminar la imagen",
  failureHasReason: false,
};

export function DeleteCampaignImageDialog({ image, onClose }: { image: CampaignImage | null; onClose: () => void }) {
  return (
    <DeleteRecordDialog
      item={image}
      onClose={onClose}
      deletion={CAMPAIGN_IMAGE_DELETION}
      mutation={useDeleteCampaignImage()}
      keyOf={(record) => record}
    />
  );
}
