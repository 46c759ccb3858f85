import { useState } from "react";

import type { Task } from "@shared/schemas/task";
import { DeleteRecordDialog } from "@/components/delete-record-dialog";
import { ErrorState } from "@/components/error-state";
import { LoadMoreButton } from "@/components/load-more-button";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/lib/toast";

import { useDeleteTask, useTasks, useUpdateTask, type TaskFilter } from "../api/tasks";
import { TaskFormDialog } from "./task-form-dialog";
import { TaskRow } from "./task-row";

const TASK_DELETION = {
  title: "¿Eliminar tarea?",
  description: "Esta acción no se puede deshacer. La tarea será eliminada permanentemente.",
  deleted: ["Tarea eliminada", "La tarea se ha eliminado correctamente"] as [string, string],
  failed: "No se pudo eliminar la tarea",
};

/** A list of tasks with their box, edit and delete; `emptyText` says what an empty list means here. */
export function TaskList({ filter, emptyText, label }: { filter: TaskFilter; emptyText: string; label: string }) {
  const tasks = useTasks(filter);
  const updateTask = useUpdateTask();
  const deleteTask = useDeleteTask();
  const [editing, setEditing] = useState<Task | undefined>();
  const [deleting, setDeleting] = useState<Task | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);

  const toggle = (task: Task) => {
    setBusyId(task.id);
    updateTask.mutate(
      { id: task.id, input: { done: !task.done }, version: task.version },
      {
        onSuccess: (saved) => toast.success(saved.done ? "Tarea hecha" : "Tarea pendiente de nuevo"),
        onError: (error) => toast.error("No se pudo cambiar la tarea", { description: error.message }),
        onSettled: () => setBusyId(null),
      },
    );
  };

  if (tasks.isPending) return <Skeleton className="h-14 rounded-lg" />;
  if (tasks.isError)
    return <ErrorState message="No se pudieron cargar las tareas." onRetry={() => void tasks.refetch()} />;
  const items = tasks.data.pages.flatMap((page) => page.items);
  return (
    <div className="space-y-2">
      {items.length === 0 ? (
        <p className="py-2 text-sm text-muted-foreground">{emptyText}</p>
      ) : (
        <ul className="divide-y" aria-label={label}>
          {items.map((task) => (
            <TaskRow
              key={task.id}
              task={task}
              busy={busyId === task.id}
              onToggle={toggle}
              onEdit={setEditing}
              onDelete={setDeleting}
            />
          ))}
        </ul>
      )}
      <LoadMoreButton pages={tasks} size="sm" />
      <TaskFormDialog
        open={editing !== undefined}
        onOpenChange={(open) => !open && setEditing(undefined)}
        task={editing}
      />
      <DeleteRecordDialog
        item={deleting}
        onClose={() => setDeleting(null)}
        deletion={TASK_DELETION}
        mutation={deleteTask}
        keyOf={(task) => task}
      />
    </div>
  );
}
