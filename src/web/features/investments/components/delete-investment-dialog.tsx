import type { Investment } from "@shared/schemas/investment";
import { DeleteRecordDialog, type RecordDeletion } from "@/components/delete-record-dialog";

import { useDeleteInvestment } from "../api/delete-investment";

const INVESTMENT_DELETION: RecordDeletion<Investment> = {
  title: "¿Eliminar inversión?",
  description: "Esta acción no se puede deshacer. La inversión será eliminada permanentemente.",
  deleted: ["Inversión eliminada", "La inversión se ha eliminado correctamente"],
  failed: "No se pudo eliminar la inversión",
};

export function DeleteInvestmentDialog({
  investment,
  onClose,
}: {
  investment: Investment | null;
  onClose: () => void;
}) {
  return (
    <DeleteRecordDialog
      item={investment}
      onClose={onClose}
      deletion={INVESTMENT_DELETION}
      mutation={useDeleteInvestment()}
      keyOf={(record) => record.id}
    />
  );
}
