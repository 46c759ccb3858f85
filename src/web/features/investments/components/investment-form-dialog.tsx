import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, useWatch } from "react-hook-form";
import type { z } from "zod";

import { INVESTMENT_RISKS, INVESTMENT_STATUSES, INVESTMENT_TYPES } from "@shared/domain/enums";
import { createInvestmentSchema, type Investment } from "@shared/schemas/investment";
import { amountHint } from "@/components/amount-hint";
import { FormDialog } from "@/components/form-dialog";
import { StaleRecordDialog } from "@/components/stale-record-dialog";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { useResetWhenOpened } from "@/hooks/use-reset-when-opened";
import { useSaveRecord } from "@/hooks/use-save-record";
import { changedInput } from "@/lib/edit-conflict";
import { capitalize } from "@/lib/format";

import { useCreateInvestment } from "../api/create-investment";
import { useUpdateInvestment } from "../api/update-investment";

type FormInput = z.input<typeof createInvestmentSchema>;
type FormOutput = z.output<typeof createInvestmentSchema>;

const defaultsFor = (playerId: string, investment?: Investment): FormInput => ({
  playerId,
  type: investment?.type ?? "Startup",
  name: investment?.name ?? "",
  amount: investment?.amount ?? "",
  risk: investment?.risk ?? "medio",
  status: investment?.status ?? "en evaluación",
  date: investment?.date ?? "",
  expectedReturn: investment?.expectedReturn ?? "",
});

type InvestmentFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  playerId: string;
  investment?: Investment;
};

export function InvestmentFormDialog({ open, onOpenChange, playerId, investment }: InvestmentFormDialogProps) {
  const createInvestment = useCreateInvestment();
  const updateInvestment = useUpdateInvestment();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(createInvestmentSchema),
    defaultValues: defaultsFor(playerId, investment),
  });
  const { errors, dirtyFields } = form.formState;
  const amountNotice = amountHint(useWatch({ control: form.control, name: "amount" }));
  const save = useSaveRecord({
    form,
    create: createInvestment,
    update: updateInvestment,
    valuesOf: (current) => defaultsFor(playerId, current),
    messages: {
      created: "Inversión creada",
      updated: "Inversión actualizada",
      createFailed: "No se pudo crear la inversión",
      updateFailed: "No se pudo actualizar la inversión",
    },
    onSaved: () => onOpenChange(false),
  });

  useResetWhenOpened(open, investment?.id ?? `new:${playerId}`, () => form.reset(defaultsFor(playerId, investment)));

  const onSubmit = form.handleSubmit((values) =>
    save.submit(investment, values, () => changedInput(values, dirtyFields)),
  );

  return (
    <>
      <StaleRecordDialog {...save.staleDialog} />
      <FormDialog
        open={open}
        onOpenChange={onOpenChange}
        title={investment ? "Editar inversión" : "Nueva Inversión"}
        description="Startups, inmuebles y fondos del patrimonio del jugador."
        submitLabel={investment ? "Guardar cambios" : "Crear inversión"}
        pending={save.pending}
        onSubmit={onSubmit}
      >
        <Field label="Nombre" htmlFor="investment-name" required error={errors.name?.message}>
          <Input id="investment-name" {...form.register("name")} />
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Tipo" htmlFor="investment-type" error={errors.type?.message}>
            <NativeSelect id="investment-type" {...form.register("type")}>
              {INVESTMENT_TYPES.map((type) => (
                <option key={type} value={type}>
                  {type}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field label="Importe" htmlFor="investment-amount" error={errors.amount?.message} hint={amountNotice}>
            <Input id="investment-amount" placeholder="Ej: 250.000€" {...form.register("amount")} />
          </Field>
          <Field label="Riesgo" htmlFor="investment-risk" error={errors.risk?.message}>
            <NativeSelect id="investment-risk" {...form.register("risk")}>
              {INVESTMENT_RISKS.map((risk) => (
                <option key={risk} value={risk}>
                  {capitalize(risk)}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field label="Estado" htmlFor="investment-status" error={errors.status?.message}>
            <NativeSelect id="investment-status" {...form.register("status")}>
              {INVESTMENT_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {capitalize(status)}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field label="Fecha" htmlFor="investment-date" required error={errors.date?.message}>
            <Input id="investment-date" type="date" {...form.register("date")} />
          </Field>
          <Field label="Retorno esperado" htmlFor="investment-expectedReturn" error={errors.expectedReturn?.message}>
            <Input id="investment-expectedReturn" placeholder="Ej: 8-12%" {...form.register("expectedReturn")} />
          </Field>
        </div>
      </FormDialog>
    </>
  );
}
