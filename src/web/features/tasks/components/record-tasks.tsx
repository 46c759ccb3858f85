import { Plus } from "lucide-react";
import { lazy, Suspense, useState } from "react";

import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";

import type { TaskFilter } from "../api/tasks";
import type { TaskRecord } from "./task-form-dialog";
import { TaskList } from "./task-list";

/**
 * A record's own tasks with "Nueva tarea" about it. On a player's page `filter` also takes in the tasks about the
 * player's deals, mandates, events and operations.
 */
const TaskFormDialog = lazy(() => import("./task-form-dialog").then((m) => ({ default: m.TaskFormDialog })));

export function RecordTasks({ record, filter }: { record: TaskRecord; filter?: TaskFilter }) {
  const [creating, setCreating] = useState(false);
  return (
    <Card className="gap-3 p-5" role="region" aria-labelledby={`tasks-${record.id}`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={`tasks-${record.id}`} className="font-semibold">
          Tareas
        </h3>
        <Button size="sm" variant="outline" className="min-h-11 sm:min-h-8" onClick={() => setCreating(true)}>
          <Plus /> Nueva tarea
        </Button>
      </div>
      <TaskList
        filter={{ ...(filter ?? { recordType: record.type, recordId: record.id }) }}
        label={`Tareas de ${record.label}`}
        emptyText="No hay tareas pendientes ni hechas sobre este registro"
      />
      <Suspense fallback={null}>
        {creating ? <TaskFormDialog open onOpenChange={setCreating} record={record} /> : null}
      </Suspense>
    </Card>
  );
}
