import { Link } from "react-router";

import type { Commission } from "@shared/schemas/commission";
import { CommissionStatusBadge } from "@/components/status-badges";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { formatDate, formatEuros } from "@/lib/format";

import { commissionSourceLabel } from "./commission-source";

/** The player's tab where the instalment's source lives. */
const PLAYER_TABS = { deal: "deals", mandate: "mandate", operation: "operations" } as const;

/** Choosing instalments to invoice: one payer's at a time. */
export type LedgerSelection = {
  selectedIds: ReadonlySet<string>;
  /** The payer of what is chosen; instalments of another payer cannot join. */
  payerKey: string | null;
  onToggle: (commission: Commission) => void;
};

type CommissionRowProps = {
  commission: Commission;
  onOpenPayments: (commission: Commission) => void;
  selection?: LedgerSelection;
};

/** One instalment: when it falls due, where it comes from, for whom, how much, and what of it arrived. */
export function CommissionRow({ commission, onOpenPayments, selection }: CommissionRowProps) {
  const billable = selection && !commission.archived && !commission.invoice && commission.payerKey;
  const otherPayer = Boolean(selection?.payerKey && selection.payerKey !== commission.payerKey);
  const paidSome = commission.receivedAmount > 0;
  const canReceive = !commission.archived && commission.receivedAt === null;
  return (
    <li
      className="grid gap-2 px-4 py-3 sm:grid-cols-[7rem_minmax(0,1fr)_11rem_17rem] sm:items-center"
      data-testid="commission-row"
    >
      <span className="flex items-center gap-2 text-sm text-muted-foreground">
        {billable ? (
          <input
            type="checkbox"
            className="size-4"
            aria-label={`Facturar la cuota de ${commission.playerName} del ${formatDate(commission.dueDate)}`}
            title={otherPayer ? "Una factura solo lleva cuotas de un mismo pagador" : undefined}
            checked={selection.selectedIds.has(commission.id)}
            disabled={otherPayer}
            onChange={() => selection.onToggle(commission)}
          />
        ) : null}
        {formatDate(commission.dueDate)}
      </span>
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
        {commission.invoice ? (
          <Link
            to={paths.invoice(commission.invoice.id)}
            className="text-sm underline-offset-4 hover:underline"
            aria-label={`Factura ${commission.invoice.number}`}
          >
            Factura {commission.invoice.number}
          </Link>
        ) : null}
        {canReceive || paidSome ? (
          <Button variant={canReceive ? "outline" : "ghost"} size="sm" onClick={() => onOpenPayments(commission)}>
            {canReceive ? "Registrar cobro" : "Ver cobros"}
          </Button>
        ) : null}
      </div>
    </li>
  );
}
