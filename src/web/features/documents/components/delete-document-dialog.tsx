import type { PalcoDocument } from "@shared/schemas/document";
import { ConfirmDeleteDialog } from "@/components/confirm-delete-dialog";
import { toast } from "@/lib/toast";
import { useDeleteDocument } from "../api/delete-document";

export function DeleteDocumentDialog({ document, onClose }: { document: PalcoDocument | null; onClose: () => void }) {
  const deleteDocument = useDeleteDocument();
  return (
    <ConfirmDeleteDialog
      open={document !== null}
      onOpenChange={(open) => !open && onClose()}
      title="¿Eliminar documento?"
      description="Esta acción no se puede deshacer. El documento y su archivo serán eliminados permanentemente."
      pending={deleteDocument.isPending}
      onConfirm={() =>
        document &&
        deleteDocument.mutate(document.id, {
          onSuccess: () => {
            toast.success("Documento eliminado", { description: "El documento se ha eliminado correctamente" });
            onClose();
          },
          onError: () => toast.error("Error - No se pudo eliminar el documento"),
        })
      }
    />
  );
}
