import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { toast } from "sonner";

import { VAT_TREATMENTS, type VatTreatment } from "@shared/domain/invoice-amounts";
import { FOREIGN_ID_TYPE_LABELS, FOREIGN_ID_TYPES, VAT_TREATMENT_LABELS } from "@shared/domain/invoices";
import type { Commission } from "@shared/schemas/commission";
import { FormDialog } from "@/components/form-dialog";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { paths } from "@/config/paths";
import { formatEuros } from "@/lib/format";

import { useIssuers } from "../api/billing";
import { useCreateInvoice } from "../api/invoices";
import { fieldErrorsOf, toastRefusal } from "./refusals";

/** Who pays an instalment, as the ledger names them: the deal's brand, the operation's club, the mandate's player. */
export function payerNameOf(commission: Commission): string {
  if (commission.payerKey?.startsWith("brand:")) return commission.brandName ?? "";
  if (commission.payerKey?.startsWith("club:")) return commission.clubName ?? "";
  return commission.playerName;
}

type Recipient = {
  name: string;
  identity: "nif" | "foreign";
  nif: string;
  foreignId: string;
  idType: string;
  country: string;
  address: string;
  email: string;
};

type InvoiceDraftDialogProps = { open: boolean; onOpenChange: (open: boolean) => void; commissions: Commission[] };

/** "Facturar": a draft from the chosen instalments of one payer, for the recipient typed here. */
export function InvoiceDraftDialog({ open, onOpenChange, commissions }: InvoiceDraftDialogProps) {
  const issuers = useIssuers();
  const create = useCreateInvoice();
  const navigate = useNavigate();
  const first = commissions[0];
  const [issuerId, setIssuerId] = useState("");
  const [vat, setVat] = useState<"" | VatTreatment>("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [recipient, setRecipient] = useState<Recipient>({
    name: first ? payerNameOf(first) : "",
    identity: "nif",
    nif: "",
    foreignId: "",
    idType: "02",
    country: "ES",
    address: "",
    email: "",
  });
  const set = (field: keyof Recipient) => (event: { target: { value: string } }) =>
    setRecipient({ ...recipient, [field]: event.target.value });
  const chosenIssuer = issuerId || issuers.data?.items[0]?.id || "";
  const total = commissions.reduce((sum, commission) => sum + commission.amount, 0);

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    create.mutate(
      {
        issuerId: chosenIssuer,
        commissionIds: commissions.map((commission) => commission.id),
        recipient: {
          kind: "other",
          recordId: null,
          name: recipient.name,
          nif: recipient.identity === "nif" ? recipient.nif : null,
          foreignId: recipient.identity === "foreign" ? recipient.foreignId : null,
          idType: recipient.identity === "foreign" ? (recipient.idType as never) : null,
          country: recipient.identity === "foreign" ? recipient.country : "ES",
          address: recipient.address,
          email: recipient.email || null,
        },
        ...(vat ? { vatTreatment: vat } : {}),
      },
      {
        onSuccess: (invoice) => {
          toast.success("Borrador de factura creado");
          onOpenChange(false);
          void navigate(paths.invoice(invoice.id));
        },
        onError: (error) => {
          setErrors(fieldErrorsOf(error));
          toastRefusal("No se pudo crear el borrador")(error);
        },
      },
    );
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Facturar"
      description={`${commissions.length === 1 ? "1 cuota" : `${commissions.length} cuotas`} de ${first ? payerNameOf(first) : ""} · base ${formatEuros(total)}`}
      submitLabel="Crear borrador"
      pending={create.isPending}
      onSubmit={onSubmit}
    >
      {issuers.data && issuers.data.items.length === 0 ? (
        <p role="alert" className="text-sm">
          Antes de facturar, añade un emisor en{" "}
          <Link className="underline" to={paths.settings}>
            Configuración &gt; Facturación
          </Link>
          .
        </p>
      ) : null}
      <Field label="Emisor" htmlFor="draft-issuer" error={errors.issuerId}>
        <NativeSelect id="draft-issuer" value={chosenIssuer} onChange={(event) => setIssuerId(event.target.value)}>
          {(issuers.data?.items ?? []).map((issuer) => (
            <option key={issuer.id} value={issuer.id}>
              {issuer.name} ({issuer.nif})
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field label="Destinatario (nombre o razón social)" htmlFor="draft-name" required error={errors.name}>
        <Input id="draft-name" value={recipient.name} onChange={set("name")} />
      </Field>
      <Field label="Identificación" htmlFor="draft-identity">
        <NativeSelect id="draft-identity" value={recipient.identity} onChange={set("identity")}>
          <option value="nif">NIF español</option>
          <option value="foreign">Documento extranjero</option>
        </NativeSelect>
      </Field>
      {recipient.identity === "nif" ? (
        <Field label="NIF del destinatario" htmlFor="draft-nif" required error={errors.nif}>
          <Input id="draft-nif" value={recipient.nif} onChange={set("nif")} />
        </Field>
      ) : (
        <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_6rem]">
          <Field label="Número del documento" htmlFor="draft-foreign" required error={errors.foreignId}>
            <Input id="draft-foreign" value={recipient.foreignId} onChange={set("foreignId")} />
          </Field>
          <Field label="País" htmlFor="draft-country" required error={errors.country}>
            <Input id="draft-country" maxLength={2} value={recipient.country} onChange={set("country")} />
          </Field>
          <Field label="Tipo de documento" htmlFor="draft-id-type" className="sm:col-span-2">
            <NativeSelect id="draft-id-type" value={recipient.idType} onChange={set("idType")}>
              {FOREIGN_ID_TYPES.map((type) => (
                <option key={type} value={type}>
                  {FOREIGN_ID_TYPE_LABELS[type]}
                </option>
              ))}
            </NativeSelect>
          </Field>
        </div>
      )}
      <Field label="Dirección del destinatario" htmlFor="draft-address" required error={errors.address}>
        <Input id="draft-address" value={recipient.address} onChange={set("address")} />
      </Field>
      <Field label="Email para enviarle la factura" htmlFor="draft-email" error={errors.email}>
        <Input id="draft-email" type="email" value={recipient.email} onChange={set("email")} />
      </Field>
      <Field
        label="IVA"
        htmlFor="draft-vat"
        hint="Por defecto, el del emisor; a un destinatario en el extranjero, no sujeta y sin retención."
      >
        <NativeSelect id="draft-vat" value={vat} onChange={(event) => setVat(event.target.value as "" | VatTreatment)}>
          <option value="">Según el emisor y el destinatario</option>
          {VAT_TREATMENTS.map((treatment) => (
            <option key={treatment} value={treatment}>
              {VAT_TREATMENT_LABELS[treatment]}
            </option>
          ))}
        </NativeSelect>
      </Field>
    </FormDialog>
  );
}
