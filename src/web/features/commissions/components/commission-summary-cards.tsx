import { AlertTriangle, CircleCheck, Wallet } from "lucide-react";

import { quarterLabel } from "@shared/domain/commissions";
import { ErrorState } from "@/components/error-state";
import { StatCard } from "@/components/stat-card";
import { Skeleton } from "@/components/ui/skeleton";
import { formatEuros, formatInteger } from "@/lib/format";

import { useCommissionSummary } from "../api/get-commission-summary";

/** This quarter's expected and received income, and what is overdue from any quarter. */
export function CommissionSummaryCards() {
  const summary = useCommissionSummary();
  if (summary.isPending) {
    return (
      <div className="grid gap-4 sm:grid-cols-3" aria-busy="true" aria-label="Cargando resumen de comisiones">
        {Array.from({ length: 3 }, (_, index) => (
          <Skeleton key={index} className="h-32 rounded-xl" />
        ))}
      </div>
    );
  }
  if (summary.isError)
    return <ErrorState message="No se pudo cargar el resumen de comisiones." onRetry={() => void summary.refetch()} />;
  const { quarter, expected, pending, received, overdue, overdueCount } = summary.data;
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <StatCard
        title={`Previsto ${quarterLabel(quarter)}`}
        value={formatEuros(expected)}
        detail={`Vence este trimestre · faltan ${formatEuros(pending)}`}
        icon={Wallet}
      />
      <StatCard
        title={`Cobrado ${quarterLabel(quarter)}`}
        value={formatEuros(received)}
        detail="Llegado este trimestre, por fecha de cobro"
        icon={CircleCheck}
      />
      <StatCard
        title="Vencido sin cobrar"
        value={formatEuros(overdue)}
        detail={
          overdueCount === 0
            ? "Nada pendiente de fechas pasadas"
            : `${formatInteger(overdueCount)} ${overdueCount === 1 ? "plazo" : "plazos"} con la fecha pasada`
        }
        icon={AlertTriangle}
      />
    </div>
  );
}
