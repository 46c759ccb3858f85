import { Link } from "react-router";

import { agencyToday, shiftDays } from "@shared/domain/calendar-day";
import { TASK_RECORD_LABELS, taskState } from "@shared/domain/tasks";
import type { Task } from "@shared/schemas/task";
import { RecordActions } from "@/components/record-actions";
import { Badge } from "@/components/ui/badge";
import { recordPath } from "@/config/record-paths";
import { formatDate } from "@/lib/format";
import { cn } from "@/lib/utils";

/** "Hoy 18:00", "Mañana", "Ayer", "12 mar 2026 10:00". */
function whenOf(task: Task, today: string) {
  const day =
    task.dueDate === today
      ? "Hoy"
      : task.dueDate === shiftDays(today, 1)
        ? "Mañana"
        : task.dueDate === shiftDays(today, -1)
          ? "Ayer"
          : formatDate(task.dueDate);
  return task.dueTime ? `${day} ${task.dueTime}` : day;
}

type TaskRowProps = {
  task: Task;
  busy: boolean;
  onToggle: (task: Task) => void;
  onEdit: (task: Task) => void;
  onDelete: (task: Task) => void;
};

/** One task: its box to tick, what and when, the record it is about, and its edit and delete buttons. */
export function TaskRow({ task, busy, onToggle, onEdit, onDelete }: TaskRowProps) {
  const today = agencyToday();
  const state = taskState(task, today);
  const to = task.recordType && task.recordId ? recordPath(task.recordType, task.recordId, null) : null;
  return (
    <li className="flex items-start gap-3 py-3" data-testid="task-row" data-state={state}>
      <input
        type="checkbox"
        className="mt-1 size-5 shrink-0 accent-primary"
        // Ticked at once while the change is saved; a refused change puts it back.
        checked={busy ? !task.done : task.done}
        disabled={busy}
        onChange={() => onToggle(task)}
        aria-label={task.done ? `Marcar como pendiente: ${task.title}` : `Marcar como hecha: ${task.title}`}
      />
      <div className="min-w-0 flex-1 space-y-1">
        <p className={cn("font-medium break-words", task.done && "text-muted-foreground line-through")}>{task.title}</p>
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
          <span className={cn(state === "overdue" && "font-medium text-destructive")}>{whenOf(task, today)}</span>
          {state === "overdue" ? <Badge tone="destructive">Vencida</Badge> : null}
          {task.assigneeName ? <span>Para {task.assigneeName}</span> : null}
          {task.recordType ? (
            task.recordLabel && to ? (
              <Link to={to} className="underline-offset-4 hover:underline">
                {`${TASK_RECORD_LABELS[task.recordType]}: ${task.recordLabel}`}
              </Link>
            ) : (
              <span>{`${TASK_RECORD_LABELS[task.recordType]}: registro eliminado`}</span>
            )
          ) : null}
        </p>
        {task.notes ? <p className="text-sm break-words whitespace-pre-line">{task.notes}</p> : null}
      </div>
      <RecordActions resource="tasks" label={task.title} onEdit={() => onEdit(task)} onDelete={() => onDelete(task)} />
    </li>
  );
}
