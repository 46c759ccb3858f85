import { ArrowLeftRight, CalendarRange } from "lucide-react";
import { Link } from "react-router";

import type { WindowChange } from "@shared/domain/transfer-windows";
import { SummaryCardHeader } from "@/components/summary-card-header";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { paths } from "@/config/paths";
import { formatDate } from "@/lib/format";

import { useOperationSummary } from "../api/get-operation-summary";

const dayCount = (days: number) => (days === 0 ? "hoy" : days === 1 ? "mañana" : `en ${days} días`);

/** What the market turns on next: the open window that closes first, or the next to open. */
function WindowLine({ change }: { change: WindowChange | null }) {
  if (!change) return <p className="text-sm text-muted-foreground">Sin ventanas de traspasos configuradas.</p>;
  const verb = change.open ? "cierra" : "abre";
  return (
    <p className="flex items-center gap-2 text-sm" data-testid="market-window">
      <CalendarRange className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
      <span>
        {change.name} ({change.league}) {verb} {dayCount(change.days)}
        <span className="text-muted-foreground"> · {formatDate(change.date)}</span>
      </span>
    </p>
  );
}

/** The dashboard's view of the transfer market: open operations by stage and the next window to mind. */
export function MarketCard({ windowChange }: { windowChange: WindowChange | null }) {
  const summary = useOperationSummary();
  return (
    <Card className="gap-4 p-5" data-testid="market">
      <SummaryCardHeader
        icon={<ArrowLeftRight className="size-5 text-muted-foreground" aria-hidden="true" />}
        title="Mercado"
        to={paths.operations}
        linkLabel="Ver operaciones"
      />
      {summary.isPending ? (
        <Skeleton className="h-16 rounded-lg" aria-label="Cargando operaciones" />
      ) : summary.isError ? (
        <p role="alert" className="text-sm text-muted-foreground">
          No se pudieron cargar las operaciones.
        </p>
      ) : (
        <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
          {summary.data.stages.map(({ stage, count }) => (
            <div key={stage}>
              <dt className="text-sm text-muted-foreground">{stage}</dt>
              <dd className="text-2xl font-bold tracking-tight tabular-nums">
                <Link to={`${paths.operations}?etapa=${encodeURIComponent(stage)}`} className="hover:underline">
                  {count}
                </Link>
              </dd>
            </div>
          ))}
        </dl>
      )}
      <WindowLine change={windowChange} />
    </Card>
  );
}
