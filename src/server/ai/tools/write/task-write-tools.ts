import { z } from "zod";

import { createTaskSchema, TASK_RECORD_TYPES } from "../../../../shared/schemas/task";
import { parseOrThrow } from "../../../domain-errors";
import { createRecorded, type HistoryKind } from "../../../history/recorded-writes";
import { createTask } from "../../../modules/tasks";
import { day, defineWriteTool } from "./write-tool";

const TASK_HISTORY: HistoryKind<{ title: string }> = { type: "task", label: (task) => task.title };

export const createTaskTool = defineWriteTool({
  name: "crear_tarea",
  description:
    "Crea una tarea (un recordatorio para el agente) para un día y, si se sabe, una hora; puede referirse a un jugador, marca, club, patrocinio, mandato, evento u operación por su id.",
  input: z.object({
    titulo: z.string(),
    fecha: day,
    hora: z.string().optional().describe("Hora HH:MM"),
    notas: z.string().optional(),
    registroTipo: z.enum(TASK_RECORD_TYPES).optional(),
    registroId: z.uuid().optional(),
  }),
  run: async (db, input, actor) => {
    const values = parseOrThrow(createTaskSchema, {
      title: input.titulo,
      dueDate: input.fecha,
      dueTime: input.hora,
      notes: input.notas,
      recordType: input.registroTipo,
      recordId: input.registroId,
    });
    const task = await db.transaction((tx) =>
      createRecorded(tx, TASK_HISTORY, actor, () => createTask(tx, values, actor)),
    );
    return { result: task, path: `/tasks?abrir=${task.id}` };
  },
});
