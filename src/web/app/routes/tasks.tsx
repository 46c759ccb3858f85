import { Plus } from "lucide-react";
import { useState } from "react";

import type { Task, TaskState } from "@shared/schemas/task";
import { PageHeader } from "@/components/page-header";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { TaskFormDialog } from "@/features/tasks/components/task-form-dialog";
import { TaskList } from "@/features/tasks/components/task-list";
import { useOpenFromUrl } from "@/hooks/use-open-from-url";

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
  // "?nuevo" (the command palette's "Nueva tarea") opens the form empty; "?abrir=<id>" on that task.
  useOpenFromUrl<Task>("tasks", (task) => (task ? setOpened(task) : setCreating(true)), "Tarea no encontrada");
  return (
    <div className="space-y-6">
      <PageHeader
        title="Tareas"
        description="Tus seguimientos y recordatorios, con el registro al que se refieren"
        actions={
          <Button onClick={() => setCreating(true)}>
            <Plus /> Nueva tarea
          </Button>
        }
      />
      <div className="grid gap-4 lg:grid-cols-2">
        {SECTIONS.map((section) => (
          <Card key={section.state} className="gap-2 p-5" role="region" aria-labelledby={`tasks-${section.state}`}>
            <h2 id={`tasks-${section.state}`} className="font-semibold">
              {section.title}
            </h2>
            <TaskList filter={{ state: section.state }} label={section.title} emptyText={section.empty} />
          </Card>
        ))}
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
