import { ErrorState } from "@/components/error-state";
import { Skeleton } from "@/components/ui/skeleton";

import { useDueNextSteps } from "../api/contact-log";
import { Concerns, NextStep } from "./next-step";

/**
 * The contact log's open next steps due by `until`, the earliest first: what the agent promised a club or a brand,
 * beside the tasks, each with what it is about and its button to mark it done.
 */
export function DueNextSteps({ until, label, emptyText }: { until: string; label: string; emptyText: string }) {
  const steps = useDueNextSteps(until);
  if (steps.isPending) return <Skeleton className="h-14 rounded-lg" />;
  if (steps.isError)
    return <ErrorState message="No se pudieron cargar los próximos pasos." onRetry={() => void steps.refetch()} />;
  const { items, more } = steps.data;
  if (items.length === 0) return <p className="py-2 text-sm text-muted-foreground">{emptyText}</p>;
  return (
    <div className="space-y-2">
      <ul className="divide-y" aria-label={label}>
        {items.map((entry) => (
          <li key={entry.id} className="grid gap-1 py-2" data-testid="due-next-step">
            <NextStep entry={entry} />
            {entry.contactName ? <p className="text-sm text-muted-foreground">Con {entry.contactName}</p> : null}
            <Concerns entry={entry} subject={{}} />
          </li>
        ))}
      </ul>
      {more ? <p className="text-xs text-muted-foreground">Hay más: se muestran los 50 primeros por fecha.</p> : null}
    </div>
  );
}
