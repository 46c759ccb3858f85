import { Plus } from "lucide-react";
import { useState } from "react";

import { agencyToday, shiftDays } from "@shared/domain/calendar-day";
import type { Task, TaskState } from "@shared/schemas/task";
import { Allowed } from "@/components/allowed";
import { PageHeader } from "@/components/page-header";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Switch } from "@/components/ui/switch";
import { DueNextSteps } from "@/features/contacts/components/due-next-steps";
import { TaskFormDialog } from "@/features/tasks/components/task-form-dialog";
import { TaskList } from "@/features/tasks/components/task-list";
import { useOpenFromUrl } from "@/hooks/use-open-from-url";
import { useUrlParam } from "@/hooks/use-url-param";
import { useSession } from "@/lib/session";

/** How far ahead Tareas lists the contact log's next steps (the calendar's agenda shows the rest). */
const NEXT_STEP_DAYS = 30;

const SECTIONS: { state: TaskState; title: string; empty: string }[] = [
  { state: "overdue", title: "Vencidas", empty: "Nada atrasado" },
  { state: "today", title: "Hoy", empty: "Nada para hoy" },
  { state: "upcoming", title: "Próximas", empty: "Nada programado más adelante" },
  { state: "done", title: "Hechas", empty: "Todavía no has marcado ninguna tarea como hecha" },
];

/** The agent's follow-ups: what is late, what is for today, what comes, what is done. */
export function TasksRoute() {
  const [creating, setCreating] = useState(false);
  const [opened, setOpened] = useState<Task | undefined>();
  // "Mis tareas": only those given to the signed-in member; every task of the agency otherwise.
  const [mine, setMine] = useUrlParam("mias");
  const me = useSession().data?.user.id;
  const assigneeId = mine && me ? me : undefined;
  // "?nuevo" (the command palette's "Nueva tarea") opens the form empty; "?abrir=<id>" on that task.
  useOpenFromUrl<Task>("tasks", (task) => (task ? setOpened(task) : setCreating(true)), "Tarea no encontrada");
  return (
    <div className="space-y-6">
      <PageHeader
        title="Tareas"
        description="Tus seguimientos y recordatorios, con el registro al que se refieren"
        actions={
          <Allowed action="create" resource="tasks">
            <Button onClick={() => setCreating(true)}>
              <Plus /> Nueva tarea
            </Button>
          </Allowed>
        }
      />
      <label className="flex w-fit items-center gap-2 text-sm font-medium">
        <Switch checked={!!assigneeId} onCheckedChange={(checked) => setMine(checked ? "1" : "")} />
        Mis tareas
      </label>
      <div className="grid gap-4 lg:grid-cols-2">
        {SECTIONS.map((section) => (
          <Card key={section.state} className="gap-2 p-5" role="region" aria-labelledby={`tasks-${section.state}`}>
            <h2 id={`tasks-${section.state}`} className="font-semibold">
              {section.title}
            </h2>
            <TaskList filter={{ state: section.state, assigneeId }} label={section.title} emptyText={section.empty} />
          </Card>
        ))}
        <Card className="gap-2 p-5 lg:col-span-2" role="region" aria-labelledby="tasks-next-steps">
          <h2 id="tasks-next-steps" className="font-semibold">
            Próximos pasos con clubes y marcas
          </h2>
          <p className="text-sm text-muted-foreground">
            Los que quedan pendientes en el seguimiento, hasta dentro de {NEXT_STEP_DAYS} días.
          </p>
          <DueNextSteps
            until={shiftDays(agencyToday(), NEXT_STEP_DAYS)}
            label="Próximos pasos"
            emptyText="Ningún próximo paso pendiente"
          />
        </Card>
      </div>
      <TaskFormDialog open={creating} onOpenChange={setCreating} />
      <TaskFormDialog
        open={opened !== undefined}
        onOpenChange={(open) => !open && setOpened(undefined)}
        task={opened}
      />
    </div>
  );
}
