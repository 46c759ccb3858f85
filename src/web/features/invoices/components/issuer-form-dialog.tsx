import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import type { z } from "zod";

import { IRPF_RATES, VAT_RATES, VAT_TREATMENTS } from "@shared/domain/invoice-amounts";
import { ISSUER_KIND_LABELS, ISSUER_KINDS, VAT_TREATMENT_LABELS } from "@shared/domain/invoices";
import { createIssuerSchema, type BillingIssuer } from "@shared/schemas/billing-issuer";
import { FormDialog } from "@/components/form-dialog";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { useResetWhenOpened } from "@/hooks/use-reset-when-opened";
import { reportServerError } from "@/lib/form-errors";

import { useSaveIssuer } from "../api/billing";

type FormInput = z.input<typeof createIssuerSchema>;
type FormOutput = z.output<typeof createIssuerSchema>;

const defaultsFor = (issuer?: BillingIssuer): FormInput => ({
  kind: issuer?.kind ?? "sociedad",
  name: issuer?.name ?? "",
  nif: issuer?.nif ?? "",
  address: issuer?.address ?? "",
  series: issuer?.series ?? "A",
  rectifyingSeries: issuer?.rectifyingSeries ?? "R",
  irpfPercent: issuer?.irpfPercent ?? 15,
  irpfConfirmed: issuer?.irpfConfirmed ?? false,
  vatTreatment: issuer?.vatTreatment ?? "sujeta",
  vatRate: issuer?.vatRate ?? 21,
  licenceNumber: issuer?.licenceNumber ?? "",
  email: issuer?.email ?? "",
});

type IssuerFormDialogProps = { open: boolean; onOpenChange: (open: boolean) => void; issuer?: BillingIssuer };

/** Who invoices: the company or a licensed agent, with series, VAT and the withholding the gestor confirms. */
export function IssuerFormDialog({ open, onOpenChange, issuer }: IssuerFormDialogProps) {
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(createIssuerSchema),
    defaultValues: defaultsFor(issuer),
  });
  const save = useSaveIssuer();
  const { errors } = form.formState;
  useResetWhenOpened(open, issuer?.id ?? "new", () => form.reset(defaultsFor(issuer)));
  const kind = form.watch("kind");

  const onSubmit = form.handleSubmit((input) =>
    save.mutate(
      { id: issuer?.id, input, version: issuer?.version },
      {
        onSuccess: () => {
          toast.success(issuer ? "Emisor actualizado" : "Emisor añadido");
          onOpenChange(false);
        },
        onError: (error) => reportServerError(error, form, "No se pudo guardar el emisor"),
      },
    ),
  );
  const numeric = { setValueAs: (value: string) => Number(value) };

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={issuer ? "Editar emisor" : "Añadir emisor"}
      description="Los datos fiscales que imprime cada factura y la cadena de registros VERI*FACTU de su NIF."
      submitLabel={issuer ? "Guardar cambios" : "Añadir emisor"}
      pending={save.isPending}
      onSubmit={onSubmit}
    >
      <Field label="Quién factura" htmlFor="issuer-kind" error={errors.kind?.message}>
        <NativeSelect id="issuer-kind" {...form.register("kind")}>
          {ISSUER_KINDS.map((value) => (
            <option key={value} value={value}>
              {ISSUER_KIND_LABELS[value]}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Nombre o razón social" htmlFor="issuer-name" required error={errors.name?.message}>
          <Input id="issuer-name" autoComplete="organization" {...form.register("name")} />
        </Field>
        <Field label="NIF" htmlFor="issuer-nif" required error={errors.nif?.message}>
          <Input id="issuer-nif" placeholder="Ej: B12345674" {...form.register("nif")} />
        </Field>
      </div>
      <Field label="Dirección fiscal" htmlFor="issuer-address" required error={errors.address?.message}>
        <Input id="issuer-address" autoComplete="street-address" {...form.register("address")} />
      </Field>
      {kind === "autonomo" ? (
        <Field label="Licencia FIFA del agente" htmlFor="issuer-licence" required error={errors.licenceNumber?.message}>
          <Input id="issuer-licence" placeholder="Ej: 202301-0001" {...form.register("licenceNumber")} />
        </Field>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Serie de facturas" htmlFor="issuer-series" required error={errors.series?.message}>
          <Input id="issuer-series" {...form.register("series")} />
        </Field>
        <Field
          label="Serie de rectificativas"
          htmlFor="issuer-rectifying"
          required
          error={errors.rectifyingSeries?.message}
        >
          <Input id="issuer-rectifying" {...form.register("rectifyingSeries")} />
        </Field>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="IVA por defecto" htmlFor="issuer-vat" error={errors.vatTreatment?.message}>
          <NativeSelect id="issuer-vat" {...form.register("vatTreatment")}>
            {VAT_TREATMENTS.map((value) => (
              <option key={value} value={value}>
                {VAT_TREATMENT_LABELS[value]}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field label="Tipo de IVA (%)" htmlFor="issuer-vat-rate" error={errors.vatRate?.message}>
          <NativeSelect id="issuer-vat-rate" {...form.register("vatRate", numeric)}>
            {VAT_RATES.map((rate) => (
              <option key={rate} value={rate}>
                {rate} %
              </option>
            ))}
          </NativeSelect>
        </Field>
      </div>
      <Field
        label="Retención de IRPF"
        htmlFor="issuer-irpf"
        error={errors.irpfPercent?.message}
        hint="15 % en general; 7 % los tres primeros años de actividad; ninguna para una sociedad."
      >
        <NativeSelect id="issuer-irpf" {...form.register("irpfPercent", numeric)}>
          {IRPF_RATES.map((rate) => (
            <option key={rate} value={rate}>
              {rate === 0 ? "Sin retención" : `${rate} %`}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <label className="flex items-start gap-2 text-sm">
        <input type="checkbox" className="mt-1 size-4" {...form.register("irpfConfirmed")} />
        <span>La gestoría ha confirmado la retención de este emisor (sin esta confirmación no se emiten facturas)</span>
      </label>
      <Field label="Email de facturación" htmlFor="issuer-email" error={errors.email?.message}>
        <Input id="issuer-email" type="email" autoComplete="email" {...form.register("email")} />
      </Field>
    </FormDialog>
  );
}
