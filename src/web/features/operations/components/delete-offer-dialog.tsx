import type { Offer } from "@shared/schemas/offer";
import { DeleteRecordDialog, type RecordDeletion } from "@/components/delete-record-dialog";

import { useDeleteOffer } from "../api/offers";

const OFFER_DELETION: RecordDeletion<Offer> = {
  title: "¿Eliminar oferta?",
  description:
    "Esta acción no se puede deshacer. La oferta dejará de aparecer en la negociación; su historial se conserva.",
  deleted: ["Oferta eliminada", "La oferta se ha eliminado correctamente"],
  failed: "No se pudo eliminar la oferta",
};

type DeleteOfferDialogProps = { operationId: string; offer: Offer | null; onClose: () => void };

export function DeleteOfferDialog({ operationId, offer, onClose }: DeleteOfferDialogProps) {
  return (
    <DeleteRecordDialog
      item={offer}
      onClose={onClose}
      deletion={OFFER_DELETION}
      mutation={useDeleteOffer(operationId)}
      keyOf={(record) => record.id}
    />
  );
}
