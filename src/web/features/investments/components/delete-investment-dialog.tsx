import type { Investment } from "@shared/schemas/investment";
import { ConfirmDeleteDialog } from "@/components/confirm-delete-dialog";
import { toast } from "@/lib/toast";
import { useDeleteInvestment } from "../api/delete-investment";

export function DeleteInvestmentDialog({
  investment,
  onClose,
}: {
  investment: Investment | null;
  onClose: () => void;
}) {
  const deleteInvestment = useDeleteInvestment();
  return (
    <ConfirmDeleteDialog
      open={investment !== null}
      onOpenChange={(open) => !open && onClose()}
      title="¿Eliminar inversión?"
      description="Esta acción no se puede deshacer. La inversión será eliminada permanentemente."
      pending={deleteInvestment.isPending}
      onConfirm={() =>
        investment &&
        deleteInvestment.mutate(investment.id, {
          onSuccess: () => {
            toast.success("Inversión eliminada", { description: "La inversión se ha eliminado correctamente" });
            onClose();
          },
          onError: (error) => toast.error("No se pudo eliminar la inversión", { description: error.message }),
        })
      }
    />
  );
}
