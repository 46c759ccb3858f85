import { z } from "zod";

import { agencyToday } from "../../../shared/domain/calendar-day";
import type { TaskState } from "../../../shared/schemas/task";
import { listTasks } from "../../modules/tasks";
import { defineTool } from "./registry";

const STATES: Record<string, TaskState> = { vencidas: "overdue", hoy: "today", proximas: "upcoming", hechas: "done" };

export const listTasksTool = defineTool({
  name: "tareas",
  description:
    "Las tareas del agente (seguimientos y recordatorios): vencidas, de hoy, próximas o hechas, con su id, día, hora y el registro al que se refieren.",
  input: z.object({
    estado: z.enum(["vencidas", "hoy", "proximas", "hechas"]).optional(),
    limite: z.number().int().min(1).max(50).default(20),
  }),
  // The agent's own to-do list: not offered to a player.
  playerScoped: false,
  run: async (db, input) => {
    const page = await listTasks(
      db,
      { state: input.estado ? STATES[input.estado] : undefined, limit: input.limite },
      agencyToday(),
    );
    return {
      hoy: agencyToday(),
      tareas: page.items.map((task) => ({
        id: task.id,
        titulo: task.title,
        fecha: task.dueDate,
        hora: task.dueTime,
        notas: task.notes || undefined,
        registro: task.recordType ? { tipo: task.recordType, id: task.recordId, nombre: task.recordLabel } : undefined,
        hecha: task.done,
      })),
    };
  },
});
