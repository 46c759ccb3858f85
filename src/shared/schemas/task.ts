import { z } from "zod";

import { TASK_RECORD_TYPES, TASK_STATES, type TaskRecordType } from "../domain/tasks";
import { entityId, isoDate, optionalFilter, optionalText, pageQuery, requiredText, strictObject } from "./common";

export {
  TASK_RECORD_LABELS,
  TASK_RECORD_TYPES,
  TASK_STATES,
  taskState,
  type TaskRecordType,
  type TaskState,
} from "../domain/tasks";

export const TASK_MESSAGES = {
  title: "El título es obligatorio",
  dueDate: "Indica para qué día es",
  dueTime: "La hora debe tener el formato HH:MM",
  record: "Indica el registro con su tipo y su id",
  recordMissing: "El registro enlazado no existe",
  assignee: "Elige un miembro activo del equipo",
} as const;

const taskFields = {
  title: requiredText(TASK_MESSAGES.title, 200),
  notes: optionalText(2000),
  dueDate: isoDate(TASK_MESSAGES.dueDate),
  dueTime: z.preprocess(
    (value) => (value === "" ? null : value),
    z
      .string({ error: TASK_MESSAGES.dueTime })
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, TASK_MESSAGES.dueTime)
      .nullable(),
  ),
  recordType: z.enum(TASK_RECORD_TYPES, { error: "Tipo de registro no válido" }).nullable(),
  recordId: entityId("Registro no válido").nullable(),
  done: z.boolean({ error: "Indica si está hecha" }),
  /** A member's user id; null: anyone at the agency. */
  assigneeId: z.string({ error: TASK_MESSAGES.assignee }).trim().min(1, TASK_MESSAGES.assignee).max(100).nullable(),
};

/** Both halves of the link or neither. */
function linkComplete(value: { recordType?: string | null; recordId?: string | null }, ctx: z.RefinementCtx) {
  if (((value.recordType ?? null) === null) !== ((value.recordId ?? null) === null))
    ctx.addIssue({ code: "custom", path: ["recordId"], message: TASK_MESSAGES.record });
}

export const createTaskSchema = strictObject({
  title: taskFields.title,
  notes: taskFields.notes.optional(),
  dueDate: taskFields.dueDate,
  dueTime: taskFields.dueTime.optional(),
  recordType: taskFields.recordType.optional(),
  recordId: taskFields.recordId.optional(),
  assigneeId: taskFields.assigneeId.optional(),
}).superRefine(linkComplete);
export type CreateTaskInput = z.infer<typeof createTaskSchema>;

export const updateTaskSchema = strictObject(taskFields).partial().superRefine(linkComplete);
export type UpdateTaskInput = z.infer<typeof updateTaskSchema>;

export const listTasksQuerySchema = strictObject({
  state: optionalFilter(z.enum(TASK_STATES, { error: "Estado no válido" })),
  recordType: optionalFilter(z.enum(TASK_RECORD_TYPES, { error: "Tipo de registro no válido" })),
  recordId: optionalFilter(entityId("Registro no válido")),
  /** The player's tasks and those of the player's deals, mandates, events and operations. */
  playerId: optionalFilter(entityId("Jugador no válido")),
  /** "Mis tareas": those assigned to this member. */
  assigneeId: optionalFilter(z.string().trim().max(100, "Miembro no válido")),
  ...pageQuery,
});
export type ListTasksQuery = z.infer<typeof listTasksQuerySchema>;

export type Task = {
  id: string;
  title: string;
  notes: string;
  dueDate: string;
  dueTime: string | null;
  recordType: TaskRecordType | null;
  recordId: string | null;
  /** The linked record's name as it reads now; null when it was deleted. */
  recordLabel: string | null;
  done: boolean;
  doneAt: string | null;
  createdBy: string;
  /** Who has to do it; null: anyone at the agency. */
  assigneeId: string | null;
  assigneeName: string | null;
  createdAt: string;
  version: number;
};
