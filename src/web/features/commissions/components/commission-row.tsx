import { Link } from "react-router";

import type { Commission } from "@shared/schemas/commission";
import { CommissionStatusBadge } from "@/components/status-badges";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { formatDate, formatEuros } from "@/lib/format";

import { commissionSourceLabel } from "./commission-source";

/** The player's tab where the instalment's source lives. */
const PLAYER_TABS = { deal: "deals", mandate: "mandate", operation: "operations" } as const;

type CommissionRowProps = { commission: Commission; onOpenPayments: (commission: Commission) => void };

/** One instalment: when it falls due, where it comes from, for whom, how much, and what of it arrived. */
export function CommissionRow({ commission, onOpenPayments }: CommissionRowProps) {
  const paidSome = commission.receivedAmount > 0;
  const canReceive = !commission.archived && commission.receivedAt === null;
  return (
    <li
      className="grid gap-2 px-4 py-3 sm:grid-cols-[7rem_minmax(0,1fr)_11rem_17rem] sm:items-center"
      data-testid="commission-row"
    >
      <span className="text-sm text-muted-foreground">{formatDate(commission.dueDate)}</span>
      <div className="min-w-0">
        <p className="truncate font-medium">{commissionSourceLabel(commission)}</p>
        {commission.playerId ? (
          <Link
            to={paths.playerTab(commission.playerId, PLAYER_TABS[commission.source])}
            className="text-sm text-muted-foreground underline-offset-4 hover:text-foreground hover:underline"
          >
            {commission.playerName}
          </Link>
        ) : (
          <p className="text-sm text-muted-foreground">{commission.playerName}</p>
        )}
      </div>
      <div className="sm:text-right">
        <p className="font-semibold tabular-nums">{formatEuros(commission.amount)}</p>
        {paidSome ? (
          <p className="text-xs text-muted-foreground tabular-nums">
            cobrado {formatEuros(commission.receivedAmount)}
            {commission.balance > 0 ? ` · faltan ${formatEuros(commission.balance)}` : ""}
          </p>
        ) : null}
      </div>
      <div className="flex flex-wrap items-center gap-2 sm:justify-end">
        <CommissionStatusBadge commission={commission} />
        {canReceive || paidSome ? (
          <Button variant={canReceive ? "outline" : "ghost"} size="sm" onClick={() => onOpenPayments(commission)}>
            {canReceive ? "Registrar cobro" : "Ver cobros"}
          </Button>
        ) : null}
      </div>
    </li>
  );
}
