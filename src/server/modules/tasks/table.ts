import { sql } from "drizzle-orm";
import { check, date, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

import type { TaskRecordType } from "../../../shared/schemas/task";
import { user } from "../../auth/table";
import { id, timestamps, version } from "../../db/lib/columns";

/**
 * What the agent has to do and by when, optionally about one record ("llamar a Aqualis el jueves"). The link is a
 * kind and an id, so a task outlives its record (it then reads "registro eliminado").
 */
export const tasks = pgTable(
  "tasks",
  {
    id: id(),
    title: text("title").notNull(),
    notes: text("notes").notNull().default(""),
    dueDate: date("due_date").notNull(),
    dueTime: text("due_time"),
    recordType: text("record_type").$type<TaskRecordType>(),
    recordId: uuid("record_id"),
    doneAt: timestamp("done_at", { withTimezone: true }),
    createdById: text("created_by_id").references(() => user.id, { onDelete: "set null" }),
    /** The member who has to do it; null: anyone at the agency. */
    assigneeId: text("assignee_id").references(() => user.id, { onDelete: "set null" }),
    createdBy: text("created_by").notNull(),
    ...timestamps,
    version: version(),
  },
  (table) => [
    index("tasks_open_due_idx")
      .on(table.dueDate, table.dueTime, table.id)
      .where(sql`${table.doneAt} is null`),
    index("tasks_record_idx").on(table.recordType, table.recordId),
    index("tasks_assignee_open_idx")
      .on(table.assigneeId, table.dueDate)
      .where(sql`${table.doneAt} is null`),
    check(
      "tasks_due_time_format",
      sql`${table.dueTime} is null or ${table.dueTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`,
    ),
    check("tasks_link_complete", sql`(${table.recordType} is null) = (${table.recordId} is null)`),
  ],
);
