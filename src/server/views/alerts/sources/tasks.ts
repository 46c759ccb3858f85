import { and, asc, eq, isNull, lte, ne, or, sql } from "drizzle-orm";

import { daysFrom } from "../../../../shared/domain/calendar-day";
import { withinReach } from "../../../db/lib/player-reach";
import { taskPlayer } from "../../../modules/tasks";
import { tasks } from "../../../modules/tasks/table";
import { countsIn, inDays, readFilter, type AlertSource, type Scope } from "../alert-source";

/**
 * Open tasks due today or earlier, of the member's or of nobody in particular: one alert per task and day (moving it
 * to another day is a new alert).
 */
export function taskSource(scope: Scope): AlertSource {
  const { db, userId, clock } = scope;
  const key = sql<string>`'task:' || ${tasks.id} || ':' || ${tasks.dueDate}`;
  const where = and(
    withinReach(taskPlayer, scope.reach),
    isNull(tasks.doneAt),
    lte(tasks.dueDate, clock.today),
    or(isNull(tasks.assigneeId), eq(tasks.assigneeId, userId)),
  );
  return {
    kind: "tasks",
    ...countsIn(scope, tasks, where, key, "task:"),
    page: async (read, size) => {
      const rows = await db
        .select({ key, id: tasks.id, title: tasks.title, dueDate: tasks.dueDate, dueTime: tasks.dueTime })
        .from(tasks)
        .where(and(where, readFilter(userId, key, read)))
        .orderBy(asc(tasks.dueDate), asc(tasks.id))
        .limit(size);
      return rows.map((row) => {
        const late = daysFrom(row.dueDate, clock.today);
        return {
          key: row.key,
          kind: "tasks",
          title: late === 0 ? `Tarea para hoy: ${row.title}` : `Tarea vencida: ${row.title}`,
          detail:
            late === 0
              ? row.dueTime
                ? `Hoy a las ${row.dueTime}`
                : "Hoy"
              : late === 1
                ? "Era para ayer"
                : `Era para hace ${late} días`,
          href: `/tasks?abrir=${row.id}`,
          at: row.dueDate,
        };
      });
    },
  };
}

const dueText = (daysLeft: number) => (daysLeft < 0 ? "ya vencida" : `para ${inDays(daysLeft)}`);

/** An open task someone else gave the member: they are told at once, whatever its day. */
export function assignedTaskSource(scope: Scope): AlertSource {
  const { db, userId, clock } = scope;
  const key = sql<string>`'task-assigned:' || ${tasks.id} || ':' || ${tasks.assigneeId}`;
  const where = and(
    isNull(tasks.doneAt),
    eq(tasks.assigneeId, userId),
    or(isNull(tasks.createdById), ne(tasks.createdById, userId)),
  );
  return {
    kind: "tasks",
    ...countsIn(scope, tasks, where, key, "task-assigned:"),
    page: async (read, size) => {
      const rows = await db
        .select({ key, id: tasks.id, title: tasks.title, dueDate: tasks.dueDate, createdBy: tasks.createdBy })
        .from(tasks)
        .where(and(where, readFilter(userId, key, read)))
        .orderBy(asc(tasks.dueDate), asc(tasks.id))
        .limit(size);
      return rows.map((row) => ({
        key: row.key,
        kind: "tasks" as const,
        title: `Te han asignado una tarea: ${row.title}`,
        detail: `De ${row.createdBy} · ${dueText(daysFrom(clock.today, row.dueDate))}`,
        href: `/tasks?abrir=${row.id}`,
        at: row.dueDate,
      }));
    },
  };
}
