import { Hono } from "hono";

import { agencyToday } from "../../../shared/domain/calendar-day";
import { createTaskSchema, listTasksQuerySchema, updateTaskSchema } from "../../../shared/schemas/task";
import type { Database } from "../../db/client";
import type { AppEnv } from "../../http/app-env";
import { crudRoutes, reachOf } from "../../http/crud-routes";
import { countDueTasks, createTask, deleteTask, getTask, listTasks, updateTask } from "./queries";
import { tasks } from "./table";

export const TASK_NOT_FOUND = "Tarea no encontrada";

/** The agent's to-do list: each task for a day (and an hour), optionally about one record; done or not. */
export function taskRoutes(db: Database) {
  const routes = crudRoutes(db, {
    notFoundMessage: TASK_NOT_FOUND,
    table: tasks,
    activity: { type: "task", label: (task) => task.title },
    schemas: { list: listTasksQuerySchema, create: createTaskSchema, update: updateTaskSchema },
    list: (tx, query, reach) => listTasks(tx, query, agencyToday(), reach),
    // Kept between writes: every table it reads raises the "alerts" version (migrations 0046, 0077).
    kept: { view: "alerts" },
    get: getTask,
    create: createTask,
    update: updateTask,
    remove: deleteTask,
  });
  // Before the records' routes, so that "due" is not read as a task's id.
  return new Hono<AppEnv>()
    .get("/due", async (c) => c.json(await countDueTasks(db, agencyToday(), reachOf(c))))
    .route("/", routes);
}
