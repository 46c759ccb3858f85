import type { CalendarEvent } from "@shared/schemas/event";
import { DeleteRecordDialog, type RecordDeletion } from "@/components/delete-record-dialog";

import { useDeleteEvent } from "../api/delete-event";

const CALENDAR_EVENT_DELETION: RecordDeletion<CalendarEvent> = {
  title: "¿Eliminar evento?",
  description: "Esta acción no se puede deshacer. El evento será eliminado permanentemente.",
  deleted: ["Evento eliminado", "El evento se ha eliminado correctamente"],
  failed: "No se pudo eliminar el evento",
};

export function DeleteEventDialog({ event, onClose }: { event: CalendarEvent | null; onClose: () => void }) {
  return (
    <DeleteRecordDialog
      item={event}
      onClose={onClose}
      deletion={CALENDAR_EVENT_DELETION}
      mutation={useDeleteEvent()}
      keyOf={(record) => record.id}
    />
  );
}
