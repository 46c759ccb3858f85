import type { Task } from "@shared/schemas/task";
import { DeleteRecordDialog } from "@/components/delete-record-dialog";

import { useDeleteTask } from "../api/tasks";

const TASK_DELETION = {
  title: "¿Eliminar tarea?",
  description: "Esta acción no se puede deshacer. La tarea será eliminada permanentemente.",
  deleted: ["Tarea eliminada", "La tarea se ha eliminado correctamente"] as [string, string],
  failed: "No se pudo eliminar la tarea",
};

export function DeleteTaskDialog({ task, onClose }: { task: Task | null; onClose: () => void }) {
  const deleteTask = useDeleteTask();
  return (
    <DeleteRecordDialog
      item={task}
      onClose={onClose}
      deletion={TASK_DELETION}
      mutation={deleteTask}
      keyOf={(item) => item}
    />
  );
}
