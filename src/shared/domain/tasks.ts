// A task's kinds of record and states, without the validation (zod stays out of the screens that only list tasks).

import { agencyToday } from "./calendar-day";

/** The records a task can be about; a later kind is added here and in the query that names it. */
export const TASK_RECORD_TYPES = ["player", "brand", "club", "deal", "mandate", "event", "operation"] as const;
export type TaskRecordType = (typeof TASK_RECORD_TYPES)[number];

export const TASK_RECORD_LABELS: Record<TaskRecordType, string> = {
  player: "Jugador",
  brand: "Marca",
  club: "Club",
  deal: "Patrocinio",
  mandate: "Mandato",
  event: "Evento",
  operation: "Operación",
};

/** Which tasks a list shows: what is late, what is for today, what comes later, what is done. */
export const TASK_STATES = ["overdue", "today", "upcoming", "done"] as const;
export type TaskState = (typeof TASK_STATES)[number];

/** "overdue" before today, "today", "upcoming" after it; a done task is "done" whatever its day. */
export function taskState(task: { done: boolean; dueDate: string }, today = agencyToday()): TaskState {
  if (task.done) return "done";
  if (task.dueDate < today) return "overdue";
  return task.dueDate === today ? "today" : "upcoming";
}
