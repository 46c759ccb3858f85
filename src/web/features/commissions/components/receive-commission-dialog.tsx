import { zodResolver } from "@hookform/resolvers/zod";
import { type Commission, type ReceiveCommissionInput, receiveCommissionSchema } from "@shared/schemas/commission";
import { useEffect, useMemo } from "react";
import { useForm } from "react-hook-form";
import { FormDialog } from "@/components/form-dialog";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { reportServerError } from "@/lib/form-errors";
import { formatDate, formatEuros, todayIso } from "@/lib/format";
import { toast } from "@/lib/toast";
import { useUpdateCommission } from "../api/update-commission";
import { commissionSourceLabel } from "./commission-source";
import { numberFieldProps, spanishNumber } from "@/lib/number-input";


/** Marks an instalment cobrada (the day and the amount that arrived), or corrects a received one. */
export function ReceiveCommissionDialog({ commission, onClose }: { commission: Commission | null; onClose: () => void }) {
  const update = useUpdateCommission();
  const today = todayIso();
  const schema = useMemo(() => receiveCommissionSchema(today), [today]);
  const form = useForm<ReceiveCommissionInput>({ resolver: zodResolver(schema) });
  const { errors } = form.formState;

  useEffect(() => {
    if (commission) form.reset({ receivedAt: commission.receivedAt ?? today, receivedAmount: commission.receivedAmount ?? commission.amount });
  }, [commission, form, today]);

  const onSubmit = form.handleSubmit((input) => {
    if (!commission) return;
    update.mutate(
      { id: commission.id, input },
      {
        onSuccess: () => {
          toast.success(commission.receivedAt ? "Cobro actualizado" : "Comisión marcada como cobrada");
          onClose();
        },
        onError: (error) => reportServerError(error, form, "No se pudo registrar el cobro"),
      },
    );
  });

  return (
    <FormDialog
      open={commission !== null}
      onOpenChange={(open) => !open && onClose()}
      title={commission?.receivedAt ? "Editar cobro" : "Marcar como cobrada"}
      description={
        commission
          ? `${commissionSourceLabel(commission)} · ${commission.playerName}: ${formatEuros(commission.amount)} previstos para el ${formatDate(commission.dueDate)}.`
          : ""
      }
      submitLabel={commission?.receivedAt ? "Guardar cobro" : "Marcar como cobrada"}
      pending={update.isPending}
      onSubmit={onSubmit}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Fecha de cobro" htmlFor="commission-received-at" required error={errors.receivedAt?.message}>
          <Input id="commission-received-at" type="date" max={today} {...form.register("receivedAt")} />
        </Field>
        <Field label="Importe cobrado (€)" htmlFor="commission-received-amount" error={errors.receivedAmount?.message}>
          <Input
            id="commission-received-amount"
            {...numberFieldProps}
           
            {...form.register("receivedAmount", { setValueAs: spanishNumber(Number.NaN) })}
          />
        </Field>
      </div>
    </FormDialog>
  );
}
