import { Download, Mail, Pencil, Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { toast } from "sonner";

import { agencyToday } from "@shared/domain/calendar-day";
import { SPLIT_DUE_LABELS } from "@shared/domain/splits";
import { COLLABORATOR_KIND_LABELS, type Collaborator } from "@shared/schemas/collaborator";
import type { Payout, SettlementLine } from "@shared/schemas/settlement";
import { Allowed } from "@/components/allowed";
import { DeleteRecordDialog } from "@/components/delete-record-dialog";
import { EmptyState } from "@/components/empty-state";
import { ErrorState } from "@/components/error-state";
import { PageHeader } from "@/components/page-header";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { paths } from "@/config/paths";
import { formatDate, formatEuros, formatNumber } from "@/lib/format";

import { useDeleteCollaborator } from "../api/collaborators";
import { settlementDocument, useSendSettlement, useSettlement, type Period } from "../api/settlements";
import { CollaboratorFormDialog } from "./collaborator-form-dialog";
import { PayoutDialog } from "./payout-dialog";

const termsOf = (line: SettlementLine) =>
  `${line.percent !== null ? `${formatNumber(line.percent)} %` : formatEuros(line.fixedAmount ?? 0)} · ${SPLIT_DUE_LABELS[line.due].toLowerCase()}`;

/** One collaborator's settlement for a period: figures, the instalments behind them, payouts and documents. */
export function SettlementView({ collaboratorId }: { collaboratorId: string }) {
  const today = agencyToday();
  const [period, setPeriod] = useState<Period>({ from: `${today.slice(0, 4)}-01-01`, to: today });
  const settlement = useSettlement(collaboratorId, period);
  const send = useSendSettlement();
  const [paying, setPaying] = useState(false);
  const [correcting, setCorrecting] = useState<Payout | undefined>();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState<Collaborator | null>(null);
  const remove = useDeleteCollaborator();
  const navigate = useNavigate();

  if (settlement.isPending) return <Skeleton className="h-64 rounded-xl" aria-label="Cargando la liquidación" />;
  if (settlement.isError)
    return <ErrorState message="No se pudo cargar la liquidación." onRetry={() => void settlement.refetch()} />;
  const { collaborator, lines, payouts } = settlement.data;
  const external = collaborator.memberId === null;
  const validPeriod = period.from !== "" && period.to !== "" && period.from <= period.to;

  return (
    <div className="space-y-6">
      <PageHeader
        title={collaborator.name}
        description={`${COLLABORATOR_KIND_LABELS[collaborator.kind]}${collaborator.licenceNumber ? ` · licencia FIFA ${collaborator.licenceNumber}` : " · sin licencia FIFA"}${collaborator.taxId ? ` · ${collaborator.taxId}` : ""}`}
        actions={
          <>
            <Allowed action="create" resource="settlements">
              <Button onClick={() => setPaying(true)}>
                <Plus /> Registrar pago
              </Button>
            </Allowed>
            {external ? (
              <Allowed action="edit" resource="settlements">
                <Button variant="outline" onClick={() => setEditing(true)}>
                  <Pencil /> Editar
                </Button>
              </Allowed>
            ) : null}
            {external ? (
              <Allowed action="delete" resource="settlements">
                <Button variant="outline" onClick={() => setDeleting(collaborator)}>
                  <Trash2 /> Eliminar
                </Button>
              </Allowed>
            ) : null}
          </>
        }
      />
      <Card className="gap-4 p-5">
        <div className="flex flex-wrap items-end gap-3">
          <Field label="Desde" htmlFor="settlement-from">
            <Input
              id="settlement-from"
              type="date"
              value={period.from}
              onChange={(event) => setPeriod((current) => ({ ...current, from: event.target.value }))}
            />
          </Field>
          <Field label="Hasta" htmlFor="settlement-to">
            <Input
              id="settlement-to"
              type="date"
              value={period.to}
              onChange={(event) => setPeriod((current) => ({ ...current, to: event.target.value }))}
            />
          </Field>
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" asChild disabled={!validPeriod}>
              <a href={settlementDocument(collaboratorId, period, "pdf")} download>
                <Download /> Liquidación PDF
              </a>
            </Button>
            <Button variant="outline" asChild disabled={!validPeriod}>
              <a href={settlementDocument(collaboratorId, period, "csv")} download>
                <Download /> CSV
              </a>
            </Button>
            <Button
              variant="outline"
              disabled={!collaborator.email || send.isPending || !validPeriod}
              title={collaborator.email ? undefined : "Añade su email para enviarle la liquidación"}
              onClick={() =>
                send.mutate(
                  { collaboratorId, period },
                  {
                    onSuccess: ({ sentTo }) => toast.success(`Liquidación enviada a ${sentTo}`),
                    onError: (error) => toast.error(error.message),
                  },
                )
              }
            >
              <Mail /> Enviar por email
            </Button>
          </div>
        </div>
        <dl className="grid grid-cols-1 gap-3 text-sm sm:grid-cols-3">
          <div>
            <dt className="text-muted-foreground">Devengado en el periodo</dt>
            <dd className="text-2xl font-semibold tabular-nums">{formatEuros(settlement.data.earned)}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Pagado en el periodo</dt>
            <dd className="text-2xl font-semibold tabular-nums">{formatEuros(settlement.data.paid)}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Pendiente al cierre</dt>
            <dd className="text-2xl font-semibold tabular-nums" data-testid="settlement-pending">
              {formatEuros(settlement.data.pending)}
            </dd>
          </div>
        </dl>
      </Card>
      <section className="space-y-3" aria-labelledby="settlement-lines-title">
        <h2 id="settlement-lines-title" className="text-lg font-semibold">
          Cuotas repartidas
        </h2>
        {lines.length === 0 ? (
          <EmptyState>Ninguna cuota con reparto vence ni devenga en este periodo.</EmptyState>
        ) : (
          <Card className="gap-0 py-0">
            <ul className="divide-y">
              {lines.map((line) => (
                <li
                  key={`${line.commissionId}-${line.share}`}
                  className="grid gap-1 px-4 py-3 text-sm sm:grid-cols-[minmax(0,1fr)_9rem_9rem] sm:items-center"
                >
                  <span className="min-w-0">
                    <span className="block font-medium">{line.description}</span>
                    <span className="block text-muted-foreground">
                      Vence el {formatDate(line.dueDate)} · cuota {formatEuros(line.instalmentAmount)} · {termsOf(line)}
                      {line.invoiceNumber ? ` · factura ${line.invoiceNumber}` : ""}
                      {line.archived ? " · origen eliminado" : ""}
                    </span>
                  </span>
                  <span className="tabular-nums sm:text-right">
                    <span className="text-xs text-muted-foreground">Su parte </span>
                    {formatEuros(line.share)}
                  </span>
                  <span className="font-medium tabular-nums sm:text-right">
                    <span className="text-xs font-normal text-muted-foreground">Devengado </span>
                    {formatEuros(line.earnedInPeriod)}
                  </span>
                </li>
              ))}
            </ul>
          </Card>
        )}
      </section>
      <section className="space-y-3" aria-labelledby="settlement-payouts-title">
        <h2 id="settlement-payouts-title" className="text-lg font-semibold">
          Pagos
        </h2>
        {payouts.length === 0 ? (
          <EmptyState>Sin pagos en este periodo.</EmptyState>
        ) : (
          <Card className="gap-0 py-0">
            <ul className="divide-y">
              {payouts.map((payout) => (
                <li key={payout.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-2 text-sm">
                  <span>
                    {formatDate(payout.paidOn)}
                    {payout.advance ? " · anticipo" : ""}
                    {payout.note ? ` · ${payout.note}` : ""}
                  </span>
                  <span className="flex items-center gap-2">
                    <span className="font-medium tabular-nums">{formatEuros(payout.amount)}</span>
                    <Allowed action="edit" resource="settlements">
                      <Button
                        variant="ghost"
                        size="sm"
                        className="min-h-11"
                        aria-label={`Corregir el pago del ${formatDate(payout.paidOn)}`}
                        onClick={() => setCorrecting(payout)}
                      >
                        <Pencil /> Corregir
                      </Button>
                    </Allowed>
                  </span>
                </li>
              ))}
            </ul>
          </Card>
        )}
      </section>
      <PayoutDialog open={paying} onOpenChange={setPaying} collaborator={collaborator} />
      <PayoutDialog
        open={correcting !== undefined}
        onOpenChange={(next) => !next && setCorrecting(undefined)}
        collaborator={collaborator}
        payout={correcting}
      />
      <CollaboratorFormDialog open={editing} onOpenChange={setEditing} collaborator={collaborator} />
      <DeleteRecordDialog
        item={deleting}
        onClose={() => setDeleting(null)}
        deletion={{
          title: "¿Eliminar colaborador?",
          description: (record) =>
            `Se eliminará a ${record?.name ?? ""}. Quien tiene repartos o pagos no se puede eliminar: sus cifras se conservan.`,
          deleted: ["Colaborador eliminado", collaborator.name],
          failed: "No se pudo eliminar el colaborador",
        }}
        mutation={remove}
        keyOf={(record) => ({ id: record.id, version: record.version })}
        onDeleted={() => void navigate(paths.collaborators)}
      />
    </div>
  );
}
