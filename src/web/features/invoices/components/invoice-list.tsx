import { ReceiptText } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";

import { EmptyState } from "@/components/empty-state";
import { ErrorState } from "@/components/error-state";
import { Card } from "@/components/ui/card";
import { NativeSelect } from "@/components/ui/native-select";
import { Skeleton } from "@/components/ui/skeleton";
import { paths } from "@/config/paths";
import { formatDate, formatEuros } from "@/lib/format";

import { useInvoices } from "../api/invoices";
import { InvoiceStateBadge } from "./invoice-badges";

/** The agency's invoices, newest first: drafts to finish and issued ones with what arrived. */
export function InvoiceList() {
  const [status, setStatus] = useState<"" | "draft" | "issued">("");
  const invoices = useInvoices(status);
  return (
    <section className="space-y-3" aria-labelledby="invoice-list-title">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="invoice-list-title" className="text-lg font-semibold">
          Facturas
        </h2>
        <NativeSelect
          aria-label="Mostrar"
          className="w-auto"
          value={status}
          onChange={(event) => setStatus(event.target.value as "" | "draft" | "issued")}
        >
          <option value="">Todas</option>
          <option value="draft">Borradores</option>
          <option value="issued">Emitidas</option>
        </NativeSelect>
      </div>
      {invoices.isPending ? (
        <Skeleton className="h-40 rounded-xl" aria-label="Cargando facturas" />
      ) : invoices.isError ? (
        <ErrorState message="No se pudieron cargar las facturas." onRetry={() => void invoices.refetch()} />
      ) : invoices.data.items.length === 0 ? (
        <EmptyState icon={<ReceiptText className="size-6" />}>
          {status === "draft"
            ? "No hay borradores."
            : "Aún no hay facturas. Elige cuotas en Comisiones y pulsa «Facturar» para crear la primera."}
        </EmptyState>
      ) : (
        <Card className="gap-0 py-0">
          <ul className="divide-y">
            {invoices.data.items.map((invoice) => (
              <li key={invoice.id}>
                <Link
                  to={paths.invoice(invoice.id)}
                  className="grid gap-1 px-4 py-3 hover:bg-muted/50 sm:grid-cols-[9rem_minmax(0,1fr)_9rem_9rem] sm:items-center"
                >
                  <span className="font-medium tabular-nums">{invoice.number ?? "Borrador"}</span>
                  <span className="min-w-0 truncate">
                    {invoice.recipientName}
                    <span className="block text-sm text-muted-foreground">
                      {invoice.issuedOn ? formatDate(invoice.issuedOn) : `creado el ${formatDate(invoice.createdAt)}`}
                      {" · "}
                      {invoice.issuerName}
                    </span>
                  </span>
                  <span className="tabular-nums sm:text-right">{formatEuros(invoice.total)}</span>
                  <span className="sm:text-right">
                    <InvoiceStateBadge state={invoice.state} />
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </Card>
      )}
    </section>
  );
}
