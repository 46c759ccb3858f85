import type { Player } from "@shared/schemas/player";
import { ConfirmDeleteDialog } from "@/components/confirm-delete-dialog";
import { toast } from "@/lib/toast";
import { useDeletePlayer } from "../api/delete-player";

type DeletePlayerDialogProps = { player: Player | null; onClose: () => void; onDeleted?: () => void };

export function DeletePlayerDialog({ player, onClose, onDeleted }: DeletePlayerDialogProps) {
  const deletePlayer = useDeletePlayer();
  return (
    <ConfirmDeleteDialog
      open={player !== null}
      onOpenChange={(open) => !open && onClose()}
      impactPath={player ? `/players/${player.id}/impact` : null}
      title="¿Eliminar jugador?"
      description={`Esta acción no se puede deshacer. Se eliminarán permanentemente ${player?.name ?? "el jugador"} y todos sus datos asociados.`}
      pending={deletePlayer.isPending}
      // A promise, not mutate's callbacks: on the player's own page the dialog unmounts as soon as the
      // refreshed page finds the player gone, and the way back to the list must still be taken.
      onConfirm={() =>
        player &&
        deletePlayer.mutateAsync(player.id).then(
          () => {
            toast.success("Jugador eliminado", { description: "El jugador se ha eliminado correctamente" });
            onClose();
            onDeleted?.();
          },
          (error: Error) => toast.error("No se pudo eliminar el jugador", { description: error.message }),
        )
      }
    />
  );
}
