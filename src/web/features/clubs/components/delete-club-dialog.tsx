import type { Club } from "@shared/schemas/club";
import { DeleteRecordDialog, type RecordDeletion } from "@/components/delete-record-dialog";

import { useDeleteClub } from "../api/delete-club";

const CLUB_DELETION: RecordDeletion<Club> = {
  title: "¿Eliminar club?",
  description: (club) =>
    `Esta acción no se puede deshacer. ${club ? `«${club.name}»` : "El club"} dejará de aparecer en Palco; su historial se conserva.`,
  deleted: ["Club eliminado", "El club se ha eliminado correctamente"],
  failed: "No se pudo eliminar el club",
  impactPath: (club) => `/clubs/${club.id}/impact`,
};

type DeleteClubDialogProps = {
  club: Club | null;
  onClose: () => void;
  /** After the deletion: the club's own page goes back to the list. */
  onDeleted?: () => void;
};

export function DeleteClubDialog({ club, onClose, onDeleted }: DeleteClubDialogProps) {
  return (
    <DeleteRecordDialog
      item={club}
      onClose={onClose}
      onDeleted={onDeleted}
      deletion={CLUB_DELETION}
      mutation={useDeleteClub()}
      keyOf={(record) => record.id}
    />
  );
}
