import type { Commission } from "@shared/schemas/commission";
import { Undo2 } from "lucide-react";
import { Link } from "react-router";
import { CommissionStatusBadge } from "@/components/status-badges";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { formatDate, formatEuros } from "@/lib/format";
import { commissionSourceLabel } from "./commission-source";

type CommissionRowProps = {
  commission: Commission;
  onReceive: (commission: Commission) => void;
  onUndo: (commission: Commission) => void;
  undoing: boolean;
};

/** One instalment: when it falls due, where it comes from, for whom, how much, and whether it arrived. */
export function CommissionRow({ commission, onReceive, onUndo, undoing }: CommissionRowProps) {
  const received = commission.receivedAt !== null;
  const differs = received && commission.receivedAmount !== commission.amount;
  return (
    <li className="grid gap-2 px-4 py-3 sm:grid-cols-[7rem_minmax(0,1fr)_9rem_17rem] sm:items-center" data-testid="commission-row">
      <span className="text-sm text-muted-foreground">{formatDate(commission.dueDate)}</span>
      <div className="min-w-0">
        <p className="truncate font-medium">{commissionSourceLabel(commission)}</p>
        <Link
          to={paths.playerTab(commission.playerId, commission.source === "deal" ? "deals" : "mandate")}
          className="text-sm text-muted-foreground underline-offset-4 hover:text-foreground hover:underline"
        >
          {commission.playerName}
        </Link>
      </div>
      <div className="sm:text-right">
        <p className="font-semibold tabular-nums">{formatEuros(differs ? (commission.receivedAmount ?? 0) : commission.amount)}</p>
        {differs ? <p className="text-xs text-muted-foreground tabular-nums">previsto {formatEuros(commission.amount)}</p> : null}
      </div>
      <div className="flex flex-wrap items-center gap-2 sm:justify-end">
        <CommissionStatusBadge receivedAt={commission.receivedAt} overdue={commission.overdue} />
        <Button variant={received ? "ghost" : "outline"} size="sm" onClick={() => onReceive(commission)}>
          {received ? "Editar" : "Marcar cobrada"}
        </Button>
        {received ? (
          <Button variant="ghost" size="icon" aria-label="Marcar como pendiente" title="Marcar como pendiente" disabled={undoing} onClick={() => onUndo(commission)}>
            <Undo2 />
          </Button>
        ) : null}
      </div>
    </li>
  );
}
