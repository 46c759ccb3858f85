import { Wallet } from "lucide-react";
import { useMemo, useState } from "react";

import { quarterKey, quarterLabel } from "@shared/domain/commissions";
import type { Commission } from "@shared/schemas/commission";
import { EmptyState } from "@/components/empty-state";
import { ErrorState } from "@/components/error-state";
import { LoadMoreButton } from "@/components/load-more-button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { formatEuros } from "@/lib/format";

import { useCommissions } from "../api/get-commissions";
import { CommissionPaymentsDialog } from "./commission-payments-dialog";
import { CommissionRow, type LedgerSelection } from "./commission-row";

type QuarterGroup = { key: string; items: Commission[]; expected: number; received: number };

function byQuarter(commissions: Commission[]): QuarterGroup[] {
  const groups = new Map<string, QuarterGroup>();
  for (const commission of commissions) {
    const key = quarterKey(commission.dueDate);
    const group = groups.get(key) ?? { key, items: [], expected: 0, received: 0 };
    group.items.push(commission);
    // An archived instalment expects nothing more than what arrived, as in the summary.
    group.expected += commission.archived ? commission.receivedAmount : commission.amount;
    group.received += commission.receivedAmount;
    groups.set(key, group);
  }
  return [...groups.values()];
}

/** A year's instalments grouped by quarter, each with what was expected and what arrived. */
export function CommissionLedger({ year, selection }: { year: number; selection?: LedgerSelection }) {
  const commissions = useCommissions(year);
  const [openId, setOpenId] = useState<string | null>(null);
  const items = useMemo(() => commissions.data?.pages.flatMap((page) => page.items) ?? [], [commissions.data]);
  const groups = useMemo(() => byQuarter(items), [items]);
  // The dialog follows the list, so a payment recorded or taken back shows at once in both.
  const open = items.find((commission) => commission.id === openId) ?? null;

  if (commissions.isPending) {
    return (
      <div className="space-y-4" aria-busy="true" aria-label="Cargando comisiones">
        <Skeleton className="h-40 rounded-xl" />
        <Skeleton className="h-40 rounded-xl" />
      </div>
    );
  }
  if (commissions.isError)
    return <ErrorState message="No se pudieron cargar las comisiones." onRetry={() => void commissions.refetch()} />;
  if (groups.length === 0) {
    return (
      <EmptyState icon={<Wallet className="size-6" />}>
        No hay comisiones previstas en {year}. Se calculan de los patrocinios activos con importe y de los mandatos con
        remuneración.
      </EmptyState>
    );
  }
  return (
    <div className="space-y-4">
      {groups.map((group) => (
        <Card key={group.key} className="gap-0 py-0" aria-labelledby={`quarter-${group.key}`}>
          <div className="flex flex-wrap items-baseline justify-between gap-2 border-b px-4 py-3">
            <h2 id={`quarter-${group.key}`} className="font-semibold">
              {quarterLabel(group.key)}
            </h2>
            <p className="text-sm text-muted-foreground tabular-nums">
              Previsto {formatEuros(group.expected)} · de estos plazos, cobrado {formatEuros(group.received)}
            </p>
          </div>
          <ul className="divide-y">
            {group.items.map((commission) => (
              <CommissionRow
                key={commission.id}
                commission={commission}
                onOpenPayments={(chosen) => setOpenId(chosen.id)}
                selection={selection}
              />
            ))}
          </ul>
        </Card>
      ))}
      <LoadMoreButton pages={commissions} />
      <CommissionPaymentsDialog commission={open} onClose={() => setOpenId(null)} />
    </div>
  );
}
