import type { CampaignImage } from "@shared/schemas/campaign-image";
import { ConfirmDeleteDialog } from "@/components/confirm-delete-dialog";
import { toast } from "@/lib/toast";
import { useDeleteCampaignImage } from "../api/delete-campaign-image";

export function DeleteCampaignImageDialog({ image, onClose }: { image: CampaignImage | null; onClose: () => void }) {
  const deleteImage = useDeleteCampaignImage();
  return (
    <ConfirmDeleteDialog
      open={image !== null}
      onOpenChange={(open) => !open && onClose()}
      title="¿Eliminar imagen?"
      description="Esta acción no se puede deshacer. La imagen se eliminará del historial del jugador."
      pending={deleteImage.isPending}
      onConfirm={() =>
        image &&
        deleteImage.mutate(image, {
          onSuccess: () => {
            toast.success("Imagen eliminada", { description: "La imagen se ha eliminado correctamente" });
            onClose();
          },
          onError: () => toast.error("Error - No se pudo eliminar la imagen"),
        })
      }
    />
  );
}
