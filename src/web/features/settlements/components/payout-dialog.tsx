import { zodResolver } from "@hookform/resolvers/zod";
import { useMemo, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { toast } from "sonner";
import type { z } from "zod";

import { agencyToday } from "@shared/domain/calendar-day";
import type { Collaborator } from "@shared/schemas/collaborator";
import { payoutSchema, type Payout } from "@shared/schemas/settlement";
import { FormDialog } from "@/components/form-dialog";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { useResetWhenOpened } from "@/hooks/use-reset-when-opened";
import { reportServerError } from "@/lib/form-errors";
import { formatEuros } from "@/lib/format";
import { numberFieldProps, spanishNumber } from "@/lib/number-input";
import { newRequestId } from "@/lib/request-id";

import { useRecordPayout, useUpdatePayout } from "../api/settlements";

type PayoutDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  collaborator: Collaborator;
  /** A payout to correct (sent with the version it was read at); none to record a new one. */
  payout?: Payout;
};

/** Money paid to a collaborator: named once by the browser, so a double click or a retry records it once. */
export function PayoutDialog({ open, onOpenChange, collaborator, payout }: PayoutDialogProps) {
  const today = agencyToday();
  const schema = useMemo(() => payoutSchema(today).omit({ id: true, collaboratorId: true }), [today]);
  type FormInput = z.input<typeof schema>;
  type FormOutput = z.output<typeof schema>;
  const form = useForm<FormInput, unknown, FormOutput>({ resolver: zodResolver(schema) });
  const { errors } = form.formState;
  const record = useRecordPayout();
  const update = useUpdatePayout();
  const [payoutId, setPayoutId] = useState(newRequestId);
  // What may be paid without calling it an advance: what is pending, plus this payout's own amount when correcting it.
  const pending = Math.max(collaborator.pending + (payout?.amount ?? 0), 0);
  useResetWhenOpened(open, payout?.id ?? collaborator.id, () =>
    form.reset(
      payout
        ? { paidOn: payout.paidOn, amount: payout.amount, note: payout.note, advance: payout.advance }
        : { paidOn: today, amount: pending > 0 ? pending : undefined, note: "", advance: false },
    ),
  );
  const amount = useWatch({ control: form.control, name: "amount" });
  const beyond = typeof amount === "number" && Number.isFinite(amount) && amount > pending;

  const onSubmit = form.handleSubmit((input) => {
    const advance = beyond && input.advance === true;
    if (payout)
      return update.mutate(
        { payout, input: { paidOn: input.paidOn, amount: input.amount, note: input.note ?? "", advance } },
        {
          onSuccess: () => {
            toast.success("Pago corregido");
            onOpenChange(false);
          },
          onError: (error) => reportServerError(error, form, "No se pudo corregir el pago"),
        },
      );
    return record.mutate(
      { ...input, advance, collaboratorId: collaborator.id, id: payoutId },
      {
        onSuccess: () => {
          setPayoutId(newRequestId());
          toast.success("Pago registrado");
          onOpenChange(false);
        },
        onError: (error) => reportServerError(error, form, "No se pudo registrar el pago"),
      },
    );
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={payout ? "Corregir pago" : "Registrar pago"}
      description={`A ${collaborator.name}. Pendiente hoy: ${formatEuros(collaborator.pending)}.`}
      submitLabel={payout ? "Guardar cambios" : "Registrar pago"}
      pending={record.isPending || update.isPending}
      onSubmit={onSubmit}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Fecha del pago" htmlFor="payout-paid-on" required error={errors.paidOn?.message}>
          <Input id="payout-paid-on" type="date" max={today} {...form.register("paidOn")} />
        </Field>
        <Field label="Importe pagado (€)" htmlFor="payout-amount" required error={errors.amount?.message}>
          <Input
            id="payout-amount"
            {...numberFieldProps}
            {...form.register("amount", { setValueAs: spanishNumber(Number.NaN) })}
          />
        </Field>
      </div>
      {beyond ? (
        <label className="flex items-start gap-2 text-sm" htmlFor="payout-advance">
          <input
            id="payout-advance"
            type="checkbox"
            className="mt-0.5 size-4 accent-primary"
            {...form.register("advance")}
          />
          <span>Es un anticipo: se paga a cuenta, por encima de lo pendiente ({formatEuros(pending)}).</span>
        </label>
      ) : null}
      <Field label="Nota" htmlFor="payout-note" error={errors.note?.message}>
        <Textarea id="payout-note" rows={2} placeholder="Transferencia, referencia…" {...form.register("note")} />
      </Field>
    </FormDialog>
  );
}
