import { useState } from "react";
import { toast } from "sonner";

import { IRPF_RATES, VAT_TREATMENTS, type VatTreatment } from "@shared/domain/invoice-amounts";
import { VAT_TREATMENT_LABELS } from "@shared/domain/invoices";
import type { Invoice } from "@shared/schemas/invoice";
import { FormDialog } from "@/components/form-dialog";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";

import { useUpdateInvoice } from "../api/invoices";
import { fieldErrorsOf, toastRefusal } from "./refusals";

/** A draft's recipient, taxes and line texts; the amounts stay the instalments'. */
export function DraftEditDialog({
  invoice,
  open,
  onOpenChange,
}: {
  invoice: Invoice;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const update = useUpdateInvoice();
  const [recipient, setRecipient] = useState(invoice.recipient);
  const [vatTreatment, setVatTreatment] = useState<VatTreatment>(invoice.vatTreatment);
  const [irpfPercent, setIrpfPercent] = useState(invoice.irpfPercent);
  const [payerName, setPayerName] = useState(invoice.payerName ?? "");
  const [serviceRecipientName, setServiceRecipientName] = useState(invoice.serviceRecipientName ?? "");
  const [lines, setLines] = useState(invoice.lines.map((line) => ({ id: line.id, description: line.description })));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (field: "name" | "nif" | "address" | "email") => (event: { target: { value: string } }) =>
    setRecipient({ ...recipient, [field]: event.target.value });
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Editar borrador"
      description="Mientras es un borrador, todo se puede cambiar; los importes son los de sus cuotas."
      submitLabel="Guardar borrador"
      pending={update.isPending}
      onSubmit={(event) => {
        event.preventDefault();
        update.mutate(
          {
            id: invoice.id,
            version: invoice.version,
            input: {
              recipient: { ...recipient, nif: recipient.nif || null, email: recipient.email || null },
              vatTreatment,
              vatRate: invoice.vatRate,
              irpfPercent,
              payerName: payerName || null,
              serviceRecipientName: serviceRecipientName || null,
              lines,
            },
          },
          {
            onSuccess: () => {
              toast.success("Borrador guardado");
              onOpenChange(false);
            },
            onError: (error) => {
              setErrors(fieldErrorsOf(error));
              toastRefusal("No se pudo guardar el borrador")(error);
            },
          },
        );
      }}
    >
      <Field label="Destinatario (nombre o razón social)" htmlFor="edit-name" required error={errors.name}>
        <Input id="edit-name" value={recipient.name} onChange={set("name")} />
      </Field>
      {recipient.foreignId ? null : (
        <Field label="NIF del destinatario" htmlFor="edit-nif" required error={errors.nif}>
          <Input id="edit-nif" value={recipient.nif ?? ""} onChange={set("nif")} />
        </Field>
      )}
      <Field label="Dirección del destinatario" htmlFor="edit-address" required error={errors.address}>
        <Input id="edit-address" value={recipient.address} onChange={set("address")} />
      </Field>
      <Field label="Email para enviarle la factura" htmlFor="edit-email" error={errors.email}>
        <Input id="edit-email" type="email" value={recipient.email ?? ""} onChange={set("email")} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Pagador" htmlFor="edit-payer" error={errors.payerName}>
          <Input id="edit-payer" value={payerName} onChange={(event) => setPayerName(event.target.value)} />
        </Field>
        <Field
          label="Destinatario real del servicio"
          htmlFor="edit-service-recipient"
          error={errors.serviceRecipientName}
          hint="Un club que paga al agente por cuenta del jugador: el servicio es del jugador."
        >
          <Input
            id="edit-service-recipient"
            value={serviceRecipientName}
            onChange={(event) => setServiceRecipientName(event.target.value)}
          />
        </Field>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="IVA" htmlFor="edit-vat">
          <NativeSelect
            id="edit-vat"
            value={vatTreatment}
            onChange={(event) => setVatTreatment(event.target.value as VatTreatment)}
          >
            {VAT_TREATMENTS.map((treatment) => (
              <option key={treatment} value={treatment}>
                {VAT_TREATMENT_LABELS[treatment]}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field label="Retención de IRPF" htmlFor="edit-irpf">
          <NativeSelect
            id="edit-irpf"
            value={irpfPercent}
            onChange={(event) => setIrpfPercent(Number(event.target.value))}
          >
            {IRPF_RATES.map((rate) => (
              <option key={rate} value={rate}>
                {rate === 0 ? "Sin retención" : `${rate} %`}
              </option>
            ))}
          </NativeSelect>
        </Field>
      </div>
      {lines.map((line, index) => (
        <Field
          key={line.id}
          label={`Concepto de la línea ${index + 1}`}
          htmlFor={`edit-line-${index}`}
          error={errors[`lines.${index}.description`]}
        >
          <Input
            id={`edit-line-${index}`}
            value={line.description}
            onChange={(event) =>
              setLines(lines.map((item, at) => (at === index ? { ...item, description: event.target.value } : item)))
            }
          />
        </Field>
      ))}
    </FormDialog>
  );
}
