import type { Mandate } from "@shared/schemas/mandate";
import { ConfirmDeleteDialog } from "@/components/confirm-delete-dialog";
import { toast } from "@/lib/toast";
import { useDeleteMandate } from "../api/save-mandate";

export function DeleteMandateDialog({ mandate, onClose }: { mandate: Mandate | null; onClose: () => void }) {
  const deleteMandate = useDeleteMandate();
  return (
    <ConfirmDeleteDialog
      open={mandate !== null}
      onOpenChange={(open) => !open && onClose()}
      impactPath={mandate ? `/mandates/${mandate.id}/impact` : null}
      title="¿Eliminar mandato?"
      description="Esta acción no se puede deshacer. El mandato se eliminará permanentemente."
      pending={deleteMandate.isPending}
      onConfirm={() =>
        mandate &&
        deleteMandate.mutate(mandate.id, {
          onSuccess: () => {
            toast.success("Mandato eliminado", { description: "El mandato se ha eliminado correctamente" });
            onClose();
          },
          onError: () => toast.error("Error - No se pudo eliminar el mandato"),
        })
      }
    />
  );
}
