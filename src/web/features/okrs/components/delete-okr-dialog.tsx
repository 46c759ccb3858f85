import type { Okr } from "@shared/schemas/okr";
import { ConfirmDeleteDialog } from "@/components/confirm-delete-dialog";
import { toast } from "@/lib/toast";
import { useDeleteOkr } from "../api/delete-okr";
import { reportOkrError } from "./report-okr-error";

export function DeleteOkrDialog({ okr, onClose }: { okr: Okr | null; onClose: () => void }) {
  const deleteOkr = useDeleteOkr();
  return (
    <ConfirmDeleteDialog
      open={okr !== null}
      onOpenChange={(open) => !open && onClose()}
      title="¿Eliminar OKR?"
      description="Esta acción no se puede deshacer. El OKR y sus resultados clave serán eliminados permanentemente."
      pending={deleteOkr.isPending}
      onConfirm={() =>
        okr &&
        deleteOkr.mutate(okr.id, {
          onSuccess: () => {
            toast.success("OKR eliminado", { description: "El OKR se ha eliminado correctamente" });
            onClose();
          },
          onError: (error) => reportOkrError("Error al eliminar OKR", error),
        })
      }
    />
  );
}
