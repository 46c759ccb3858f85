import { Undo2 } from "lucide-react";

import type { Commission } from "@shared/schemas/commission";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { formatDate, formatEuros } from "@/lib/format";
import { toast } from "@/lib/toast";

import { useRemoveCommissionPayment } from "../api/commission-payments";

/** What arrived for an instalment, payment by payment; a payment can be taken back unless the instalment is archived. */
export function PaymentList({ commission }: { commission: Commission }) {
  const remove = useRemoveCommissionPayment();
  // A promise: taking back a payment can turn the dialog around this list into another, unmounting it.
  const onRemove = (paymentId: string) =>
    remove.mutateAsync({ commissionId: commission.id, version: commission.version, paymentId }).then(
      () => toast.success("Cobro anulado"),
      (error: Error) => toast.error("No se pudo anular el cobro", { description: error.message }),
    );

  return (
    <section aria-label="Cobros registrados" className="grid grid-cols-1 gap-2 text-sm">
      <p className="tabular-nums text-muted-foreground">
        Cobrado {formatEuros(commission.receivedAmount)} de {formatEuros(commission.amount)}
        {commission.balance > 0 ? ` · faltan ${formatEuros(commission.balance)}` : ""}
        {commission.overpaid > 0 ? ` · sobrepago de ${formatEuros(commission.overpaid)}` : ""}
      </p>
      {commission.archived ? (
        <p className="text-muted-foreground">
          Su patrocinio o mandato se eliminó: se conserva lo cobrado y no se espera nada más.
        </p>
      ) : null}
      {commission.payments.length === 0 ? (
        <p className="text-muted-foreground">Aún no hay cobros registrados.</p>
      ) : (
        <ul className="divide-y rounded-md border">
          {commission.payments.map((payment) => (
            <li key={payment.id} className="flex items-center gap-3 px-3 py-2" data-testid="commission-payment">
              <span className="w-24 shrink-0 text-muted-foreground">{formatDate(payment.paidOn)}</span>
              <span className="min-w-0 flex-1 truncate">{payment.note}</span>
              {payment.overpayment ? <Badge tone="warning">Sobrepago</Badge> : null}
              <span className="font-medium tabular-nums">{formatEuros(payment.amount)}</span>
              {commission.archived ? null : (
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  aria-label={`Anular el cobro del ${formatDate(payment.paidOn)}`}
                  title="Anular cobro"
                  disabled={remove.isPending}
                  onClick={() => void onRemove(payment.id)}
                >
                  <Undo2 />
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
