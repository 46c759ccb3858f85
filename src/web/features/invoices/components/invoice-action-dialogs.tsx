import { useState } from "react";
import { useNavigate } from "react-router";
import { toast } from "sonner";

import {
  RECTIFICATION_CODE_LABELS,
  RECTIFICATION_CODES,
  RECTIFICATION_METHOD_LABELS,
  type RectificationCode,
  type RectificationMethod,
} from "@shared/domain/invoices";
import type { Invoice } from "@shared/schemas/invoice";
import { FormDialog } from "@/components/form-dialog";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import { paths } from "@/config/paths";
import { spanishNumber } from "@/lib/number-input";

import { useCancelInvoice, useRectifyInvoice, useSendInvoice } from "../api/invoices";
import { fieldErrorsOf, toastRefusal } from "./refusals";

type DialogProps = { invoice: Invoice; open: boolean; onOpenChange: (open: boolean) => void };

/** A rectifying invoice: the cause, by substitution (the right lines) or by differences (the change). */
export function RectifyDialog({ invoice, open, onOpenChange }: DialogProps) {
  const rectify = useRectifyInvoice();
  const navigate = useNavigate();
  const [code, setCode] = useState<RectificationCode>("R1");
  const [method, setMethod] = useState<RectificationMethod>("S");
  const [reason, setReason] = useState("");
  const [lines, setLines] = useState(
    invoice.lines.map((line) => ({ description: line.description, amount: String(line.baseAmount).replace(".", ",") })),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = lines.map((line) => ({
      description: line.description,
      baseAmount: spanishNumber(Number.NaN)(line.amount),
    }));
    if (parsed.some((line) => Number.isNaN(line.baseAmount))) {
      setErrors({ lines: "Escribe cada importe como un número (p. ej. -250,50)" });
      return;
    }
    rectify.mutate(
      { id: invoice.id, input: { code, method, reason, lines: parsed } },
      {
        onSuccess: (created) => {
          toast.success(`Rectificativa ${created.number ?? ""} emitida`);
          onOpenChange(false);
          void navigate(paths.invoice(created.id));
        },
        onError: (error) => {
          setErrors(fieldErrorsOf(error));
          toastRefusal("No se pudo emitir la rectificativa")(error);
        },
      },
    );
  };
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Rectificar ${invoice.number ?? ""}`}
      description="Se emite al momento en la serie de rectificativas del emisor, con su registro VERI*FACTU. La factura original no cambia."
      submitLabel="Emitir rectificativa"
      pending={rectify.isPending}
      onSubmit={onSubmit}
    >
      <Field label="Causa" htmlFor="rectify-code" error={errors.code}>
        <NativeSelect
          id="rectify-code"
          value={code}
          onChange={(event) => setCode(event.target.value as RectificationCode)}
        >
          {RECTIFICATION_CODES.map((value) => (
            <option key={value} value={value}>
              {RECTIFICATION_CODE_LABELS[value]}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field label="Forma" htmlFor="rectify-method" error={errors.method}>
        <NativeSelect
          id="rectify-method"
          value={method}
          onChange={(event) => {
            const next = event.target.value as RectificationMethod;
            setMethod(next);
            setLines(
              invoice.lines.map((line) => ({
                description: line.description,
                amount: next === "S" ? String(line.baseAmount).replace(".", ",") : "0",
              })),
            );
          }}
        >
          {(["S", "I"] as const).map((value) => (
            <option key={value} value={value}>
              {RECTIFICATION_METHOD_LABELS[value]}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field label="Motivo" htmlFor="rectify-reason" required error={errors.reason}>
        <Textarea id="rectify-reason" rows={2} value={reason} onChange={(event) => setReason(event.target.value)} />
      </Field>
      <fieldset className="grid gap-3">
        <legend className="mb-1 text-sm font-medium">
          {method === "S" ? "Líneas correctas (base en €)" : "Cambio por línea (base en €, negativo para reducir)"}
        </legend>
        {lines.map((line, index) => (
          <div key={index} className="grid gap-2 sm:grid-cols-[minmax(0,1fr)_8rem]">
            <Input
              aria-label={`Concepto de la línea ${index + 1}`}
              value={line.description}
              onChange={(event) =>
                setLines(lines.map((item, at) => (at === index ? { ...item, description: event.target.value } : item)))
              }
            />
            <Input
              aria-label={`Base de la línea ${index + 1}`}
              inputMode="decimal"
              value={line.amount}
              onChange={(event) =>
                setLines(lines.map((item, at) => (at === index ? { ...item, amount: event.target.value } : item)))
              }
            />
          </div>
        ))}
        {errors.lines ? (
          <p role="alert" className="text-sm text-destructive">
            {errors.lines}
          </p>
        ) : null}
      </fieldset>
    </FormDialog>
  );
}

/** Cancelling an issued invoice: an anulación record; its instalments can be invoiced again. */
export function CancelDialog({ invoice, open, onOpenChange }: DialogProps) {
  const cancel = useCancelInvoice();
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | undefined>();
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Anular ${invoice.number ?? ""}`}
      description="La factura queda anulada con su registro de anulación; no se borra. Sus cuotas vuelven a poder facturarse."
      submitLabel="Anular factura"
      pending={cancel.isPending}
      onSubmit={(event) => {
        event.preventDefault();
        cancel.mutate(
          { id: invoice.id, input: { reason } },
          {
            onSuccess: () => {
              toast.success("Factura anulada");
              onOpenChange(false);
            },
            onError: (failure) => {
              setError(fieldErrorsOf(failure).reason);
              toastRefusal("No se pudo anular la factura")(failure);
            },
          },
        );
      }}
    >
      <Field label="Motivo de la anulación" htmlFor="cancel-reason" required error={error}>
        <Textarea id="cancel-reason" rows={2} value={reason} onChange={(event) => setReason(event.target.value)} />
      </Field>
    </FormDialog>
  );
}

/** The PDF by email to the payer, from Palco's SMTP; each sending is recorded on the invoice. */
export function SendDialog({ invoice, open, onOpenChange }: DialogProps) {
  const send = useSendInvoice();
  const [to, setTo] = useState(invoice.recipient.email ?? "");
  const [error, setError] = useState<string | undefined>();
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Enviar ${invoice.number ?? ""}`}
      description="Se envía el PDF adjunto desde el correo de Palco."
      submitLabel="Enviar"
      pending={send.isPending}
      onSubmit={(event) => {
        event.preventDefault();
        send.mutate(
          { id: invoice.id, to },
          {
            onSuccess: () => {
              toast.success(`Factura enviada a ${to}`);
              onOpenChange(false);
            },
            onError: (failure) => {
              setError(fieldErrorsOf(failure).to);
              toastRefusal("No se pudo enviar la factura")(failure);
            },
          },
        );
      }}
    >
      <Field label="Email del pagador" htmlFor="send-to" required error={error}>
        <Input id="send-to" type="email" value={to} onChange={(event) => setTo(event.target.value)} />
      </Field>
    </FormDialog>
  );
}
