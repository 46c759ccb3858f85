import type { PalcoDocument } from "@shared/schemas/document";
import { DeleteRecordDialog, type RecordDeletion } from "@/components/delete-record-dialog";

import { useDeleteDocument } from "../api/delete-document";

const PALCO_DOCUMENT_DELETION: RecordDeletion<PalcoDocument> = {
  title: "¿Eliminar documento?",
  description: "Esta acción no se puede deshacer. El documento y su archivo serán eliminados permanentemente.",
  deleted: ["Documento eliminado", "El documento se ha eliminado correctamente"],
  failed: "Error - No se pudo eliminar el documento",
  failureHasReason: false,
};

export function DeleteDocumentDialog({ document, onClose }: { document: PalcoDocument | null; onClose: () => void }) {
  return (
    <DeleteRecordDialog
      item={document}
      onClose={onClose}
      deletion={PALCO_DOCUMENT_DELETION}
      mutation={useDeleteDocument()}
      keyOf={(record) => record.id}
    />
  );
}
