import type { NewsItem } from "@shared/schemas/news";
import { ConfirmDeleteDialog } from "@/components/confirm-delete-dialog";
import { toast } from "@/lib/toast";
import { useDeleteNews } from "../api/delete-news";

export function DeleteNewsDialog({ item, onClose }: { item: NewsItem | null; onClose: () => void }) {
  const deleteNews = useDeleteNews();
  return (
    <ConfirmDeleteDialog
      open={item !== null}
      onOpenChange={(open) => !open && onClose()}
      title="¿Eliminar noticia?"
      description="Esta acción no se puede deshacer. La noticia será eliminada permanentemente."
      pending={deleteNews.isPending}
      onConfirm={() =>
        item &&
        deleteNews.mutate(item.id, {
          onSuccess: () => {
            toast.success("Noticia eliminada", { description: "La noticia se ha eliminado correctamente" });
            onClose();
          },
          onError: () => toast.error("Error - No se pudo eliminar la noticia"),
        })
      }
    />
  );
}
