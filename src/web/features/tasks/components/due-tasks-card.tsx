import { ArrowRight } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";

import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { paths } from "@/config/paths";

import { useDueTasks } from "../api/tasks";
import { TaskList } from "./task-list";

/** How many of the contact log's next steps are due today or late; `more` when the list stopped at its limit. */
type NextStepsDue = { count: number; more: boolean };

function nextStepsText({ count, more }: NextStepsDue) {
  if (more) return `más de ${count} próximos pasos`;
  return count === 1 ? "1 próximo paso" : `${count} próximos pasos`;
}

/**
 * The dashboard's "Pendiente hoy": how much is late and for today, and today's tasks to tick off; `children` adds
 * what else is due (the contact log's next steps) and `nextStepsDue` counts it, so that it is one list of what the
 * agent must do.
 */
export function DueTasksCard({ children, nextStepsDue }: { children?: ReactNode; nextStepsDue?: NextStepsDue }) {
  const due = useDueTasks();
  return (
    <Card className="gap-3 p-5" role="region" aria-labelledby="due-tasks-heading" data-testid="due-tasks">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="due-tasks-heading" className="font-semibold">
          Pendiente hoy
        </h2>
        <Link to={paths.tasks} className="flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground">
          Ver tareas <ArrowRight className="size-4" />
        </Link>
      </div>
      {due.isPending ? (
        <Skeleton className="h-6 w-40" />
      ) : due.isError ? (
        <p className="text-sm text-destructive">No se pudieron contar las tareas.</p>
      ) : (
        <p className="text-sm">
          <span className="font-semibold">{due.data.today === 1 ? "1 tarea" : `${due.data.today} tareas`}</span> para
          hoy
          {nextStepsDue && nextStepsDue.count > 0 ? (
            <>
              {" · "}
              <span className="font-semibold" data-testid="next-steps-due">
                {nextStepsText(nextStepsDue)}
              </span>
            </>
          ) : null}
          {due.data.overdue > 0 ? (
            <>
              {" · "}
              <Link to={paths.tasks} className="font-semibold text-destructive underline-offset-4 hover:underline">
                {due.data.overdue === 1 ? "1 vencida" : `${due.data.overdue} vencidas`}
              </Link>
            </>
          ) : null}
        </p>
      )}
      <TaskList filter={{ state: "today" }} label="Tareas de hoy" emptyText="Nada para hoy" />
      {children}
    </Card>
  );
}
