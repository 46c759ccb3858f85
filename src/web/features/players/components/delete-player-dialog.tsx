import type { Player } from "@shared/schemas/player";
import { DeleteRecordDialog, type RecordDeletion } from "@/components/delete-record-dialog";

import { useDeletePlayer } from "../api/delete-player";

const PLAYER_DELETION: RecordDeletion<Player> = {
  title: "¿Eliminar jugador?",
  description: (player) =>
    `Esta acción no se puede deshacer. Se eliminarán permanentemente ${player?.name ?? "el jugador"} y todos sus datos asociados.`,
  deleted: ["Jugador eliminado", "El jugador se ha eliminado correctamente"],
  failed: "No se pudo eliminar el jugador",
  impactPath: (player) => `/players/${player.id}/impact`,
};

type DeletePlayerDialogProps = { player: Player | null; onClose: () => void; onDeleted?: () => void };

export function DeletePlayerDialog({ player, onClose, onDeleted }: DeletePlayerDialogProps) {
  return (
    <DeleteRecordDialog
      item={player}
      onClose={onClose}
      onDeleted={onDeleted}
      deletion={PLAYER_DELETION}
      mutation={useDeletePlayer()}
      keyOf={(record) => record.id}
    />
  );
}
