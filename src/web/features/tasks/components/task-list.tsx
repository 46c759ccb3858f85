import { lazy, Suspense, useState } from "react";

import type { Task } from "@shared/schemas/task";
import { ErrorState } from "@/components/error-state";
import { LoadMoreButton } from "@/components/load-more-button";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/lib/toast";

import { useTasks, useUpdateTask, type TaskFilter } from "../api/tasks";
import { TaskRow } from "./task-row";

// The form (zod, react-hook-form) and the confirmation load when first opened: the dashboard lists tasks too.
const TaskFormDialog = lazy(() => import("./task-form-dialog").then((m) => ({ default: m.TaskFormDialog })));
const DeleteTaskDialog = lazy(() => import("./delete-task-dialog").then((m) => ({ default: m.DeleteTaskDialog })));

/** A list of tasks with their box, edit and delete; `emptyText` says what an empty list means here. */
export function TaskList({ filter, emptyText, label }: { filter: TaskFilter; emptyText: string; label: string }) {
  const tasks = useTasks(filter);
  const updateTask = useUpdateTask();
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
      <Suspense fallback={null}>
        {editing ? (
          <TaskFormDialog open onOpenChange={(open) => !open && setEditing(undefined)} task={editing} />
        ) : null}
        {deleting ? <DeleteTaskDialog task={deleting} onClose={() => setDeleting(null)} /> : null}
      </Suspense>
    </div>
  );
}
