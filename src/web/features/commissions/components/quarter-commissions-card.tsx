import { Wallet } from "lucide-react";

import { quarterLabel } from "@shared/domain/commissions";
import { SummaryCardHeader } from "@/components/summary-card-header";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { paths } from "@/config/paths";
import { formatEuros, formatInteger } from "@/lib/format";

import { useCommissionSummary } from "../api/get-commission-summary";

/** The dashboard's view of the agency's income this quarter, leading to the ledger. */
export function QuarterCommissionsCard({ net }: { net?: { sharedOut: number; net: number } | null }) {
  const summary = useCommissionSummary();
  return (
    <Card className="gap-4 p-5" data-testid="quarter-commissions">
      <SummaryCardHeader
        icon={<Wallet className="size-5 text-muted-foreground" aria-hidden="true" />}
        title="Comisiones del trimestre"
        to={paths.commissions}
        linkLabel="Ver comisiones"
      />
      {summary.isPending ? (
        <Skeleton className="h-16 rounded-lg" aria-label="Cargando comisiones" />
      ) : summary.isError ? (
        <p role="alert" className="text-sm text-muted-foreground">
          No se pudieron cargar las comisiones.
        </p>
      ) : (
        <dl className="grid gap-4 sm:grid-cols-3">
          <div>
            <dt className="text-sm text-muted-foreground">Previsto {quarterLabel(summary.data.quarter)}</dt>
            <dd className="text-2xl font-bold tracking-tight tabular-nums">{formatEuros(summary.data.expected)}</dd>
            <dd className="text-xs text-muted-foreground">
              {net && net.sharedOut > 0 ? `neto tras repartos: ${formatEuros(net.net)}` : "por fecha de vencimiento"}
            </dd>
          </div>
          <div>
            <dt className="text-sm text-muted-foreground">Cobrado {quarterLabel(summary.data.quarter)}</dt>
            <dd className="text-2xl font-bold tracking-tight tabular-nums">{formatEuros(summary.data.received)}</dd>
            <dd className="text-xs text-muted-foreground">por fecha de cobro</dd>
          </div>
          <div>
            <dt className="text-sm text-muted-foreground">Vencido sin cobrar</dt>
            <dd
              className={
                summary.data.overdue > 0
                  ? "text-2xl font-bold tracking-tight text-destructive tabular-nums"
                  : "text-2xl font-bold tracking-tight tabular-nums"
              }
            >
              {formatEuros(summary.data.overdue)}
            </dd>
            {summary.data.overdueCount > 0 ? (
              <dd className="text-xs text-muted-foreground">
                {formatInteger(summary.data.overdueCount)} {summary.data.overdueCount === 1 ? "plazo" : "plazos"}
              </dd>
            ) : null}
          </div>
        </dl>
      )}
    </Card>
  );
}
