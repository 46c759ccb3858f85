import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useMemo, useState } from "react";
import { useForm, useWatch } from "react-hook-form";

import { agencyToday } from "@shared/domain/calendar-day";
import { commissionPaymentSchema, type Commission, type CommissionPaymentInput } from "@shared/schemas/commission";
import { FormDialog } from "@/components/form-dialog";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { currentRecordOf } from "@/lib/edit-conflict";
import { reportServerError } from "@/lib/form-errors";
import { formatDate, formatEuros } from "@/lib/format";
import { numberFieldProps, spanishNumber } from "@/lib/number-input";
import { newRequestId } from "@/lib/request-id";
import { toast } from "@/lib/toast";

import { useAddCommissionPayment } from "../api/commission-payments";
import { commissionSourceLabel } from "./commission-source";
import { PaymentList } from "./payment-list";

type DialogProps = { commission: Commission | null; onClose: () => void };

const describe = (commission: Commission | null) =>
  commission
    ? `${commissionSourceLabel(commission)} · ${commission.playerName}: ${formatEuros(commission.amount)} previstos para el ${formatDate(commission.dueDate)}.`
    : "";

/**
 * The payments of an instalment. While a balance is left the agent records what arrived (the balance by default);
 * a received or archived one only shows its payments.
 */
export function CommissionPaymentsDialog({ commission, onClose }: DialogProps) {
  const canReceive = commission !== null && !commission.archived && commission.receivedAt === null;
  return canReceive ? (
    <ReceivePaymentDialog commission={commission} onClose={onClose} />
  ) : (
    <PaymentsOnlyDialog commission={commission} onClose={onClose} />
  );
}

function ReceivePaymentDialog({ commission, onClose }: DialogProps & { commission: Commission }) {
  const add = useAddCommissionPayment();
  const today = agencyToday();
  const schema = useMemo(() => commissionPaymentSchema(today).omit({ id: true }), [today]);
  const form = useForm<CommissionPaymentInput>({ resolver: zodResolver(schema) });
  const { errors } = form.formState;
  // One id per payment being written: a double click or a retried request records it once.
  const [paymentId, setPaymentId] = useState(newRequestId);

  useEffect(() => {
    form.reset({ paidOn: today, amount: commission.balance, note: "", overpayment: false });
  }, [commission.id, commission.balance, form, today]);
  // More than is owed is refused unless the agent says it is an overpayment: the box shows when it applies.
  const amount = useWatch({ control: form.control, name: "amount" });
  const beyondBalance = Number.isFinite(amount) && amount > commission.balance;

  // A promise, not mutate's callbacks: a payment that completes the instalment turns this dialog into the
  // read-only one, which unmounts this component before per-call callbacks would run.
  const onSubmit = form.handleSubmit((input) =>
    add
      .mutateAsync({
        commissionId: commission.id,
        version: commission.version,
        input: { ...input, overpayment: beyondBalance && input.overpayment === true, id: paymentId },
      })
      .then(
        (updated) => {
          setPaymentId(newRequestId());
          if (updated.receivedAt) {
            toast.success("Comisión cobrada");
            onClose();
          } else {
            toast.success("Cobro registrado", { description: `Faltan ${formatEuros(updated.balance)}` });
          }
        },
        (error: unknown) => {
          // Recorded meanwhile from another tab: the dialog now shows it, and what is left to collect.
          if (currentRecordOf(error) && error instanceof Error)
            toast.error(error.message, {
              description: "Revisa los cobros registrados y lo que falta antes de añadir otro.",
            });
          else reportServerError(error, form, "No se pudo registrar el cobro");
        },
      ),
  );

  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Registrar cobro"
      description={describe(commission)}
      submitLabel="Registrar cobro"
      pending={add.isPending}
      onSubmit={onSubmit}
    >
      <PaymentList commission={commission} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Fecha de cobro" htmlFor="commission-paid-on" required error={errors.paidOn?.message}>
          <Input id="commission-paid-on" type="date" max={today} {...form.register("paidOn")} />
        </Field>
        <Field label="Importe cobrado (€)" htmlFor="commission-payment-amount" required error={errors.amount?.message}>
          <Input
            id="commission-payment-amount"
            {...numberFieldProps}
            {...form.register("amount", { setValueAs: spanishNumber(Number.NaN) })}
          />
        </Field>
      </div>
      {beyondBalance ? (
        <label className="flex items-start gap-2 text-sm" htmlFor="commission-payment-overpayment">
          <input
            id="commission-payment-overpayment"
            type="checkbox"
            className="mt-0.5 size-4 accent-primary"
            {...form.register("overpayment")}
          />
          <span>
            Es un sobrepago: llegó más de lo pendiente ({formatEuros(commission.balance)}) y se registra como tal.
          </span>
        </label>
      ) : null}
      <Field label="Nota" htmlFor="commission-payment-note" error={errors.note?.message}>
        <Textarea
          id="commission-payment-note"
          rows={2}
          placeholder="Transferencia, referencia…"
          {...form.register("note")}
        />
      </Field>
    </FormDialog>
  );
}

function PaymentsOnlyDialog({ commission, onClose }: DialogProps) {
  return (
    <Dialog open={commission !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Cobros</DialogTitle>
          <DialogDescription>{describe(commission)}</DialogDescription>
        </DialogHeader>
        {commission ? <PaymentList commission={commission} /> : null}
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Cerrar
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
