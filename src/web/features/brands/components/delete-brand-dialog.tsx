import type { Brand } from "@shared/schemas/brand";
import { DeleteRecordDialog, type RecordDeletion } from "@/components/delete-record-dialog";

import { useDeleteBrand } from "../api/delete-brand";

const BRAND_DELETION: RecordDeletion<Brand> = {
  title: "¿Eliminar marca?",
  description: "Esta acción no se puede deshacer. La marca y todos sus patrocinios serán eliminados permanentemente.",
  deleted: ["Marca eliminada", "La marca se ha eliminado correctamente"],
  failed: "No se pudo eliminar la marca",
  impactPath: (brand) => `/brands/${brand.id}/impact`,
};

export function DeleteBrandDialog({ brand, onClose }: { brand: Brand | null; onClose: () => void }) {
  return (
    <DeleteRecordDialog
      item={brand}
      onClose={onClose}
      deletion={BRAND_DELETION}
      mutation={useDeleteBrand()}
      keyOf={(record) => record.id}
    />
  );
}
