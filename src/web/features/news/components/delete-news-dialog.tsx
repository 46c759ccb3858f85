import type { NewsItem } from "@shared/schemas/news";
import { DeleteRecordDialog, type RecordDeletion } from "@/components/delete-record-dialog";

import { useDeleteNews } from "../api/delete-news";

const NEWS_ITEM_DELETION: RecordDeletion<NewsItem> = {
  title: "¿Eliminar noticia?",
  description: "Esta acción no se puede deshacer. La noticia será eliminada permanentemente.",
  deleted: ["Noticia eliminada", "La noticia se ha eliminado correctamente"],
  failed: "Error - No se pudo eliminar la noticia",
  failureHasReason: false,
};

export function DeleteNewsDialog({ item, onClose }: { item: NewsItem | null; onClose: () => void }) {
  return (
    <DeleteRecordDialog
      item={item}
      onClose={onClose}
      deletion={NEWS_ITEM_DELETION}
      mutation={useDeleteNews()}
      keyOf={(record) => record.id}
    />
  );
}
