import { and, asc, desc, eq, gt, isNotNull, isNull, lt, or, sql, type SQL } from "drizzle-orm";

import { agencyToday } from "../../../shared/domain/calendar-day";
import type { Page } from "../../../shared/schemas/common";
import {
  TASK_MESSAGES,
  type CreateTaskInput,
  type ListTasksQuery,
  type Task,
  type TaskRecordType,
  type UpdateTaskInput,
} from "../../../shared/schemas/task";
import { isoTimestamp } from "../../db/lib/dates";
import type { DbExecutor } from "../../db/lib/executor";
import { afterCursor, toPage } from "../../db/lib/pagination";
import { withinReach, type PlayerReach } from "../../db/lib/player-reach";
import { invalidInput } from "../../domain-errors";
import type { Actor } from "../../history/activity";
import { tasks } from "./table";

/** The linked record's name as it reads today (a renamed brand reads renamed); null once it is deleted. */
const recordLabel = sql<string | null>`case ${tasks.recordType}
  when 'player' then (select p.name from players p where p.id = ${tasks.recordId})
  when 'brand' then (select b.name from brands b where b.id = ${tasks.recordId})
  when 'club' then (select c.name from clubs c where c.id = ${tasks.recordId})
  when 'deal' then (select b.name || ' · ' || p.name from deals d join brands b on b.id = d.brand_id
                    join players p on p.id = d.player_id where d.id = ${tasks.recordId})
  when 'mandate' then (select 'Mandato de ' || p.name from mandates m join players p on p.id = m.player_id
                       where m.id = ${tasks.recordId})
  when 'event' then (select e.title || ' · ' || p.name from events e join players p on p.id = e.player_id
                     where e.id = ${tasks.recordId})
  when 'operation' then (select o.type || ' · ' || p.name || ' · ' || c.name from operations o
                         join players p on p.id = o.player_id join clubs c on c.id = o.club_id
                         where o.id = ${tasks.recordId})
end`;

const columns = {
  id: tasks.id,
  title: tasks.title,
  notes: tasks.notes,
  dueDate: tasks.dueDate,
  dueTime: tasks.dueTime,
  recordType: tasks.recordType,
  recordId: tasks.recordId,
  recordLabel,
  doneAt: isoTimestamp(tasks.doneAt),
  createdBy: tasks.createdBy,
  assigneeId: tasks.assigneeId,
  assigneeName: sql<string | null>`(select u.name from "user" u where u.id = ${tasks.assigneeId})`,
  createdAt: isoTimestamp(tasks.createdAt),
  version: tasks.version,
  // Open tasks sort by day then hour (a task without an hour first); done ones by when they were done.
  timeKey: sql<string>`coalesce(${tasks.dueTime}, '')`,
  doneKey: sql<string>`${tasks.doneAt}::text`,
};
const selectTasks = (db: DbExecutor) => db.select(columns).from(tasks);
type Row = Awaited<ReturnType<typeof selectTasks>>[number];

function toTask({ timeKey: _time, doneKey: _done, ...row }: Row): Task {
  return { ...row, done: row.doneAt !== null };
}

/** The player's own tasks and those about the player's deals, mandates, events and operations. */
const ofPlayer = (playerId: string): SQL => sql`(
  (${tasks.recordType} = 'player' and ${tasks.recordId} = ${playerId})
  or (${tasks.recordType} = 'deal' and ${tasks.recordId} in (select id from deals where player_id = ${playerId}))
  or (${tasks.recordType} = 'mandate' and ${tasks.recordId} in (select id from mandates where player_id = ${playerId}))
  or (${tasks.recordType} = 'event' and ${tasks.recordId} in (select id from events where player_id = ${playerId}))
  or (${tasks.recordType} = 'operation' and ${tasks.recordId} in (select id from operations where player_id = ${playerId})))`;

/** The player of the record a task is about; null for a task about a brand, a club or nothing. */
export const taskPlayer = sql<string | null>`(case ${tasks.recordType}
    when 'player' then ${tasks.recordId}
    when 'deal' then (select player_id from deals where id = ${tasks.recordId})
    when 'mandate' then (select player_id from mandates where id = ${tasks.recordId})
    when 'event' then (select player_id from events where id = ${tasks.recordId})
    when 'operation' then (select player_id from operations where id = ${tasks.recordId})
  end)`;

/** Open tasks soonest first; done ones (state "done") latest done first. */
export async function listTasks(
  db: DbExecutor,
  query: ListTasksQuery,
  today = agencyToday(),
  reach: PlayerReach = null,
): Promise<Page<Task>> {
  const done = query.state === "done";
  const stateFilter =
    query.state === "done"
      ? isNotNull(tasks.doneAt)
      : query.state === "overdue"
        ? and(isNull(tasks.doneAt), lt(tasks.dueDate, today))
        : query.state === "today"
          ? and(isNull(tasks.doneAt), eq(tasks.dueDate, today))
          : query.state === "upcoming"
            ? and(isNull(tasks.doneAt), gt(tasks.dueDate, today))
            : undefined;
  const rows = await selectTasks(db)
    .where(
      and(
        stateFilter,
        query.recordType ? eq(tasks.recordType, query.recordType) : undefined,
        query.recordId ? eq(tasks.recordId, query.recordId) : undefined,
        query.playerId ? ofPlayer(query.playerId) : undefined,
        reach ? withinReach(taskPlayer, reach) : undefined,
        query.assigneeId ? eq(tasks.assigneeId, query.assigneeId) : undefined,
        done
          ? afterCursor([columns.doneKey, tasks.id], query.cursor, "desc")
          : afterCursor([tasks.dueDate, columns.timeKey, tasks.id], query.cursor, "asc"),
      ),
    )
    .orderBy(
      ...(done
        ? [desc(tasks.doneAt), desc(tasks.id)]
        : [asc(sql`${tasks.doneAt} is not null`), asc(tasks.dueDate), asc(columns.timeKey), asc(tasks.id)]),
    )
    .limit(query.limit + 1);
  return toPage(
    rows,
    query.limit,
    (row) => (done ? [row.doneKey ?? "", row.id] : [row.dueDate, row.timeKey, row.id]),
    toTask,
  );
}

export async function getTask(db: DbExecutor, id: string): Promise<Task | undefined> {
  const [row] = await selectTasks(db).where(eq(tasks.id, id));
  return row ? toTask(row) : undefined;
}

/** A link to a record that does not exist is refused, in Spanish, on the field that names it. */
async function checkLink(
  db: DbExecutor,
  recordType: TaskRecordType | null | undefined,
  recordId: string | null | undefined,
) {
  if (!recordType || !recordId) return;
  const table = {
    player: "players",
    brand: "brands",
    club: "clubs",
    deal: "deals",
    mandate: "mandates",
    event: "events",
    operation: "operations",
  }[recordType];
  const found = await db.execute(sql`select 1 from ${sql.identifier(table)} where id = ${recordId}`);
  if (found.rows.length === 0)
    throw invalidInput(TASK_MESSAGES.recordMissing, { recordId: TASK_MESSAGES.recordMissing });
}

/** A task goes to an active member of the agency, or to nobody in particular. */
async function checkAssignee(db: DbExecutor, assigneeId: string | null | undefined) {
  if (!assigneeId) return;
  const found = await db.execute(
    sql`select 1 from "user" where id = ${assigneeId} and role <> 'player' and deactivated_at is null`,
  );
  if (found.rows.length === 0) throw invalidInput(TASK_MESSAGES.assignee, { assigneeId: TASK_MESSAGES.assignee });
}

export async function createTask(db: DbExecutor, input: CreateTaskInput, actor: Actor): Promise<Task> {
  await checkLink(db, input.recordType, input.recordId);
  await checkAssignee(db, input.assigneeId);
  const [row] = await db
    .insert(tasks)
    .values({
      title: input.title,
      notes: input.notes ?? "",
      dueDate: input.dueDate,
      dueTime: input.dueTime ?? null,
      recordType: input.recordType ?? null,
      recordId: input.recordId ?? null,
      createdById: actor.id,
      createdBy: actor.name,
      assigneeId: input.assigneeId ?? null,
    })
    .returning({ id: tasks.id });
  return (await getTask(db, row!.id))!;
}

export async function updateTask(db: DbExecutor, id: string, input: UpdateTaskInput): Promise<Task | undefined> {
  const { done, ...fields } = input;
  if (fields.recordType !== undefined || fields.recordId !== undefined)
    await checkLink(db, fields.recordType, fields.recordId);
  await checkAssignee(db, fields.assigneeId);
  const updated = await db
    .update(tasks)
    .set({
      ...fields,
      // Done once keeps the moment it was done; undone clears it.
      ...(done === undefined ? {} : { doneAt: done ? sql`coalesce(${tasks.doneAt}, now())` : null }),
      updatedAt: new Date(),
    })
    .where(eq(tasks.id, id))
    .returning({ id: tasks.id });
  return updated.length > 0 ? getTask(db, id) : undefined;
}

export async function deleteTask(db: DbExecutor, id: string): Promise<boolean> {
  const deleted = await db.delete(tasks).where(eq(tasks.id, id)).returning({ id: tasks.id });
  return deleted.length > 0;
}

/** How many open tasks are late and how many are for today: the dashboard's "Pendiente hoy". */
export async function countDueTasks(
  db: DbExecutor,
  today = agencyToday(),
  reach: PlayerReach = null,
): Promise<{ overdue: number; today: number }> {
  const [row] = await db
    .select({
      overdue: sql<number>`(count(*) filter (where ${tasks.dueDate} < ${today}))::int`,
      today: sql<number>`(count(*) filter (where ${tasks.dueDate} = ${today}))::int`,
    })
    .from(tasks)
    .where(
      and(
        isNull(tasks.doneAt),
        or(lt(tasks.dueDate, today), eq(tasks.dueDate, today)),
        reach ? withinReach(taskPlayer, reach) : undefined,
      ),
    );
  return { overdue: row?.overdue ?? 0, today: row?.today ?? 0 };
}
