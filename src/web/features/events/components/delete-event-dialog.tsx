import type { CalendarEvent } from "@shared/schemas/event";
import { ConfirmDeleteDialog } from "@/components/confirm-delete-dialog";
import { toast } from "@/lib/toast";
import { useDeleteEvent } from "../api/delete-event";

export function DeleteEventDialog({ event, onClose }: { event: CalendarEvent | null; onClose: () => void }) {
  const deleteEvent = useDeleteEvent();
  return (
    <ConfirmDeleteDialog
      open={event !== null}
      onOpenChange={(open) => !open && onClose()}
      title="¿Eliminar evento?"
      description="Esta acción no se puede deshacer. El evento será eliminado permanentemente."
      pending={deleteEvent.isPending}
      onConfirm={() =>
        event &&
        deleteEvent.mutate(event.id, {
          onSuccess: () => {
            toast.success("Evento eliminado", { description: "El evento se ha eliminado correctamente" });
            onClose();
          },
          onError: (error) => toast.error("No se pudo eliminar el evento", { description: error.message }),
        })
      }
    />
  );
}
