import type { Brand } from "@shared/schemas/brand";
import { ConfirmDeleteDialog } from "@/components/confirm-delete-dialog";
import { toast } from "@/lib/toast";
import { useDeleteBrand } from "../api/delete-brand";

export function DeleteBrandDialog({ brand, onClose }: { brand: Brand | null; onClose: () => void }) {
  const deleteBrand = useDeleteBrand();
  return (
    <ConfirmDeleteDialog
      open={brand !== null}
      onOpenChange={(open) => !open && onClose()}
      impactPath={brand ? `/brands/${brand.id}/impact` : null}
      title="¿Eliminar marca?"
      description="Esta acción no se puede deshacer. La marca y todos sus patrocinios serán eliminados permanentemente."
      pending={deleteBrand.isPending}
      onConfirm={() =>
        brand &&
        deleteBrand.mutate(brand.id, {
          onSuccess: () => {
            toast.success("Marca eliminada", { description: "La marca se ha eliminado correctamente" });
            onClose();
          },
          onError: (error) => toast.error("No se pudo eliminar la marca", { description: error.message }),
        })
      }
    />
  );
}
