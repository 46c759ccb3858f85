import type { Deal } from "@shared/schemas/deal";
import { ConfirmDeleteDialog } from "@/components/confirm-delete-dialog";
import { toast } from "@/lib/toast";
import { useDeleteDeal } from "../api/delete-deal";

export function DeleteDealDialog({ deal, onClose }: { deal: Deal | null; onClose: () => void }) {
  const deleteDeal = useDeleteDeal();
  return (
    <ConfirmDeleteDialog
      open={deal !== null}
      onOpenChange={(open) => !open && onClose()}
      impactPath={deal ? `/deals/${deal.id}/impact` : null}
      title="¿Eliminar patrocinio?"
      description="Esta acción no se puede deshacer. El patrocinio será eliminado permanentemente."
      pending={deleteDeal.isPending}
      onConfirm={() =>
        deal &&
        deleteDeal.mutate(deal.id, {
          onSuccess: () => {
            toast.success("Patrocinio eliminado", { description: "El patrocinio se ha eliminado correctamente" });
            onClose();
          },
          onError: () => toast.error("Error - No se pudo eliminar el patrocinio"),
        })
      }
    />
  );
}
