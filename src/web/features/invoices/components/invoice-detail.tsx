import { Download, FileCode2, Mail, Undo2, XCircle } from "lucide-react";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { toast } from "sonner";

import {
  FOREIGN_ID_TYPE_LABELS,
  formatInvoiceEuros as formatEuros,
  RECTIFICATION_CODE_LABELS,
  RECTIFICATION_METHOD_LABELS,
  VAT_LEGAL_MENTIONS,
} from "@shared/domain/invoices";
import type { Invoice } from "@shared/schemas/invoice";
import { ErrorState } from "@/components/error-state";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { paths } from "@/config/paths";
import { ApiError } from "@/lib/api-client";
import { formatDate, formatDateTime } from "@/lib/format";
import { useMay } from "@/lib/session";

import { useDeleteInvoice, useInvoice, useIssueInvoice, useResendRecord } from "../api/invoices";
import { DraftEditDialog } from "./draft-edit-dialog";
import { CancelDialog, RectifyDialog, SendDialog } from "./invoice-action-dialogs";
import { InvoiceStateBadge, RecordStateBadge } from "./invoice-badges";
import { toastRefusal } from "./refusals";

function identityOf(recipient: Invoice["recipient"]) {
  if (recipient.nif) return `NIF ${recipient.nif}`;
  if (recipient.foreignId)
    return `${recipient.idType ? FOREIGN_ID_TYPE_LABELS[recipient.idType] : "Documento"} ${recipient.foreignId} (${recipient.country})`;
  return "Sin identificar";
}

function Totals({ invoice }: { invoice: Invoice }) {
  const mention = VAT_LEGAL_MENTIONS[invoice.vatTreatment];
  return (
    <dl className="ml-auto grid max-w-sm grid-cols-[1fr_auto] gap-x-6 gap-y-1 text-sm tabular-nums">
      <dt>Base imponible</dt>
      <dd className="text-right">{formatEuros(invoice.base)}</dd>
      <dt>{invoice.vatTreatment === "sujeta" ? `IVA (${invoice.vatRate} %)` : "IVA"}</dt>
      <dd className="text-right">{formatEuros(invoice.vat)}</dd>
      <dt className="font-semibold">Total factura</dt>
      <dd className="text-right font-semibold">{formatEuros(invoice.total)}</dd>
      {invoice.withheld ? (
        <>
          <dt>Retención IRPF ({invoice.irpfPercent} %)</dt>
          <dd className="text-right">-{formatEuros(invoice.withheld)}</dd>
          <dt className="font-semibold">Total a pagar</dt>
          <dd className="text-right font-semibold">{formatEuros(invoice.payable)}</dd>
        </>
      ) : null}
      {mention ? <dd className="col-span-2 pt-2 text-xs text-muted-foreground">{mention}</dd> : null}
    </dl>
  );
}

function Records({ invoice, canEdit }: { invoice: Invoice; canEdit: boolean }) {
  const resend = useResendRecord();
  const latest = invoice.records.at(-1);
  return (
    <Card className="gap-3 p-5" role="region" aria-labelledby="invoice-records-title">
      <h2 id="invoice-records-title" className="font-semibold">
        Registro VERI*FACTU
      </h2>
      {!invoice.sending ? (
        <p className="text-sm text-muted-foreground">
          El envío a la AEAT está desactivado: esta factura no se ha remitido a la AEAT, pero su registro queda
          encadenado.
        </p>
      ) : null}
      {invoice.records.length === 0 ? (
        <p className="text-sm text-muted-foreground">Se escribe al emitir la factura.</p>
      ) : (
        <ul className="space-y-2 text-sm">
          {invoice.records.map((record) => (
            <li key={record.id} className="space-y-1">
              <div className="flex flex-wrap items-center gap-2">
                <span className="font-medium">{record.kind === "alta" ? "Alta" : "Anulación"}</span>
                {record.state === "pendiente" && !invoice.sending ? (
                  <Badge tone="muted">No enviado a la AEAT</Badge>
                ) : (
                  <RecordStateBadge state={record.state} />
                )}
                <span className="text-muted-foreground">{record.generatedAt}</span>
              </div>
              <p className="break-all font-mono text-xs text-muted-foreground">Huella {record.huella}</p>
              {record.message ? <p className="text-destructive">{record.message}</p> : null}
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap gap-2">
        {invoice.records.length > 0 ? (
          <Button variant="outline" size="sm" asChild>
            <a href={`/api/invoices/${invoice.id}/record`} target="_blank" rel="noreferrer">
              <FileCode2 /> Ver registro XML
            </a>
          </Button>
        ) : null}
        {canEdit && latest?.state === "rechazado" ? (
          <Button
            size="sm"
            disabled={resend.isPending}
            onClick={() =>
              resend.mutate(invoice.id, {
                onSuccess: () => toast.success("Registro corregido: se enviará de nuevo"),
                onError: toastRefusal("No se pudo volver a enviar el registro"),
              })
            }
          >
            Volver a enviar
          </Button>
        ) : null}
      </div>
    </Card>
  );
}

type Dialog = "issue" | "delete" | "edit" | "rectify" | "cancel" | "send" | null;

/** One invoice: what it bills and to whom, its state and record, and what may be done with it now. */
export function InvoiceDetail({ id }: { id: string }) {
  const invoice = useInvoice(id);
  const canEdit = useMay("invoices", "edit");
  const canDelete = useMay("invoices", "delete");
  const issue = useIssueInvoice();
  const remove = useDeleteInvoice();
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<Dialog>(null);
  if (invoice.isPending) return <Skeleton className="h-96 rounded-xl" aria-label="Cargando factura" />;
  if (invoice.isError)
    return (
      <ErrorState
        message={
          invoice.error instanceof ApiError && invoice.error.status === 404
            ? "Esta factura no existe."
            : "No se pudo cargar la factura."
        }
        onRetry={() => void invoice.refetch()}
      />
    );
  const current = invoice.data;
  const draft = current.status === "draft";
  const live = !draft && !current.cancellation;
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-bold">
            {current.kind === "rectificativa" ? "Factura rectificativa " : "Factura "}
            {current.number ?? "(borrador)"}
          </h1>
          <InvoiceStateBadge state={current.state} />
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" asChild>
            <a href={`/api/invoices/${current.id}/pdf`} download>
              <Download /> Descargar PDF
            </a>
          </Button>
          {draft && canEdit ? (
            <>
              <Button variant="outline" onClick={() => setDialog("edit")}>
                Editar borrador
              </Button>
              <Button onClick={() => setDialog("issue")}>Emitir factura</Button>
            </>
          ) : null}
          {draft && canDelete ? (
            <Button variant="ghost" onClick={() => setDialog("delete")}>
              Eliminar borrador
            </Button>
          ) : null}
          {live && canEdit ? (
            <>
              <Button variant="outline" onClick={() => setDialog("send")}>
                <Mail /> Enviar por email
              </Button>
              {current.kind === "ordinaria" ? (
                <Button variant="outline" onClick={() => setDialog("rectify")}>
                  <Undo2 /> Rectificar
                </Button>
              ) : null}
              <Button variant="outline" onClick={() => setDialog("cancel")}>
                <XCircle /> Anular
              </Button>
            </>
          ) : null}
        </div>
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        <Card className="gap-1 p-5 text-sm">
          <h2 className="mb-1 font-semibold">Emisor</h2>
          <p>{current.issuer.name}</p>
          <p className="text-muted-foreground">NIF {current.issuer.nif}</p>
          <p className="text-muted-foreground">{current.issuer.address}</p>
          {current.issuer.licenceNumber ? (
            <p className="text-muted-foreground">Licencia FIFA {current.issuer.licenceNumber}</p>
          ) : null}
          {current.issuedOn ? <p className="pt-2">Expedida el {formatDate(current.issuedOn)}</p> : null}
        </Card>
        <Card className="gap-1 p-5 text-sm">
          <h2 className="mb-1 font-semibold">Destinatario</h2>
          <p>{current.recipient.name}</p>
          <p className="text-muted-foreground">{identityOf(current.recipient)}</p>
          <p className="text-muted-foreground">{current.recipient.address}</p>
          {/* As the PDF: the payer and the service's real recipient only when they are not the invoice's recipient. */}
          {current.payerName && current.payerName !== current.recipient.name ? (
            <p className="pt-2">Pagador: {current.payerName}</p>
          ) : null}
          {current.serviceRecipientName && current.serviceRecipientName !== current.recipient.name ? (
            <p>Destinatario real del servicio: {current.serviceRecipientName}</p>
          ) : null}
        </Card>
      </div>
      {current.rectifies ? (
        <Card className="gap-1 p-5 text-sm">
          <p>
            Rectifica la factura{" "}
            <Link className="underline" to={paths.invoice(current.rectifies.id)}>
              {current.rectifies.number}
            </Link>{" "}
            del {formatDate(current.rectifies.issuedOn)}
          </p>
          {current.rectificationCode ? <p>{RECTIFICATION_CODE_LABELS[current.rectificationCode]}</p> : null}
          {current.rectificationMethod ? <p>{RECTIFICATION_METHOD_LABELS[current.rectificationMethod]}</p> : null}
          {current.rectificationReason ? <p>Motivo: {current.rectificationReason}</p> : null}
        </Card>
      ) : null}
      {current.rectifiedBy.length > 0 || current.cancellation ? (
        <Card className="gap-1 p-5 text-sm">
          {current.rectifiedBy.map((rectifying) => (
            <p key={rectifying.id}>
              Rectificada por{" "}
              <Link className="underline" to={paths.invoice(rectifying.id)}>
                {rectifying.number}
              </Link>
            </p>
          ))}
          {current.cancellation ? (
            <p>
              Anulada el {formatDateTime(current.cancellation.cancelledAt)}: {current.cancellation.reason}
            </p>
          ) : null}
        </Card>
      ) : null}
      <Card className="gap-3 p-5">
        <h2 className="font-semibold">Conceptos</h2>
        <ul className="divide-y text-sm">
          {current.lines.map((line) => (
            <li key={line.id} className="flex justify-between gap-4 py-2">
              <span>{line.description}</span>
              <span className="shrink-0 tabular-nums">{formatEuros(line.baseAmount)}</span>
            </li>
          ))}
        </ul>
        <Totals invoice={current} />
        {!draft ? (
          <p className="text-sm text-muted-foreground">
            Cobrado de sus cuotas: {formatEuros(current.paid)}
            {current.dueOn ? ` · vence el ${formatDate(current.dueOn)}` : ""}
          </p>
        ) : null}
      </Card>
      <Records invoice={current} canEdit={canEdit} />
      {current.sendings.length > 0 ? (
        <Card className="gap-1 p-5 text-sm">
          <h2 className="mb-1 font-semibold">Envíos por email</h2>
          {current.sendings.map((sending) => (
            <p key={sending.sentAt}>
              {sending.to} · {formatDateTime(sending.sentAt)}
            </p>
          ))}
        </Card>
      ) : null}
      <AlertDialog open={dialog === "issue" || dialog === "delete"} onOpenChange={(open) => !open && setDialog(null)}>
        <AlertDialogContent>
          <AlertDialogTitle>{dialog === "delete" ? "¿Eliminar el borrador?" : "¿Emitir la factura?"}</AlertDialogTitle>
          <AlertDialogDescription>
            {dialog === "delete"
              ? "Sus cuotas quedan libres para facturarlas en otro borrador."
              : "Recibe el número siguiente de su serie y su registro VERI*FACTU. Después no se puede cambiar ni eliminar: solo rectificar o anular."}
          </AlertDialogDescription>
          <AlertDialogFooter>
            <AlertDialogCancel>Cancelar</AlertDialogCancel>
            <AlertDialogAction
              onClick={() =>
                dialog === "delete"
                  ? remove.mutate(
                      { id: current.id, version: current.version },
                      {
                        onSuccess: () => {
                          toast.success("Borrador eliminado");
                          void navigate(paths.invoices);
                        },
                        onError: toastRefusal("No se pudo eliminar el borrador"),
                      },
                    )
                  : issue.mutate(
                      { id: current.id, version: current.version },
                      {
                        onSuccess: (issued) => toast.success(`Factura ${issued.number ?? ""} emitida`),
                        onError: toastRefusal("No se pudo emitir la factura"),
                      },
                    )
              }
            >
              {dialog === "delete" ? "Eliminar" : "Emitir"}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
      {dialog === "edit" ? <DraftEditDialog invoice={current} open onOpenChange={() => setDialog(null)} /> : null}
      {dialog === "rectify" ? <RectifyDialog invoice={current} open onOpenChange={() => setDialog(null)} /> : null}
      {dialog === "cancel" ? <CancelDialog invoice={current} open onOpenChange={() => setDialog(null)} /> : null}
      {dialog === "send" ? <SendDialog invoice={current} open onOpenChange={() => setDialog(null)} /> : null}
    </div>
  );
}
