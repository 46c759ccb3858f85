import { Download } from "lucide-react";
import { useState } from "react";

import { agencyToday } from "@shared/domain/calendar-day";
import { VAT_TREATMENT_LABELS } from "@shared/domain/invoices";
import { ErrorState } from "@/components/error-state";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { NativeSelect } from "@/components/ui/native-select";
import { Skeleton } from "@/components/ui/skeleton";
import { formatEuros } from "@/lib/format";

import { useInvoiceBook } from "../api/invoices";

/** For the gestor: a quarter's book of issued invoices to download, and the figures each return asks for. */
export function InvoiceBookCard() {
  const today = agencyToday();
  const [year, setYear] = useState(Number(today.slice(0, 4)));
  const [quarter, setQuarter] = useState(Math.floor((Number(today.slice(5, 7)) - 1) / 3) + 1);
  const book = useInvoiceBook(year, quarter);
  const query = `year=${year}&quarter=${quarter}`;
  return (
    <Card className="gap-4 p-5" role="region" aria-labelledby="invoice-book-title">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="invoice-book-title" className="text-lg font-semibold">
          Libro de facturas emitidas
        </h2>
        <div className="flex items-center gap-2">
          <NativeSelect
            aria-label="Trimestre"
            className="w-auto"
            value={quarter}
            onChange={(event) => setQuarter(Number(event.target.value))}
          >
            {[1, 2, 3, 4].map((value) => (
              <option key={value} value={value}>
                {value}T
              </option>
            ))}
          </NativeSelect>
          <NativeSelect
            aria-label="Año"
            className="w-auto"
            value={year}
            onChange={(event) => setYear(Number(event.target.value))}
          >
            {[0, 1, 2].map((back) => {
              const value = Number(today.slice(0, 4)) - back;
              return (
                <option key={value} value={value}>
                  {value}
                </option>
              );
            })}
          </NativeSelect>
        </div>
      </div>
      {book.isPending ? (
        <Skeleton className="h-24 rounded-lg" aria-label="Cargando el libro" />
      ) : book.isError ? (
        <ErrorState message="No se pudo cargar el libro de facturas." onRetry={() => void book.refetch()} />
      ) : book.data.totals.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          Ninguna factura emitida en el {quarter}T de {year}.
        </p>
      ) : (
        <div className="space-y-3">
          {book.data.totals.map((issuer) => (
            <div key={issuer.issuerNif} className="rounded-lg border p-3 text-sm">
              <p className="font-medium">
                {issuer.issuerName} · {issuer.invoices === 1 ? "1 factura" : `${issuer.invoices} facturas`}
              </p>
              <ul className="mt-1 space-y-0.5 text-muted-foreground">
                {issuer.byTreatment.map((group) => (
                  <li key={`${group.vatTreatment}-${group.vatRate}`}>
                    {VAT_TREATMENT_LABELS[group.vatTreatment]}
                    {group.vatTreatment === "sujeta" ? ` al ${group.vatRate} %` : ""}: base {formatEuros(group.base)} ·
                    cuota {formatEuros(group.vat)}
                  </li>
                ))}
                <li>Retenciones de IRPF soportadas: {formatEuros(issuer.withheld)}</li>
              </ul>
            </div>
          ))}
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" asChild>
          <a href={`/api/invoices/book.csv?${query}`} download>
            <Download /> CSV
          </a>
        </Button>
        <Button variant="outline" asChild>
          <a href={`/api/invoices/book.xlsx?${query}`} download>
            <Download /> Excel
          </a>
        </Button>
      </div>
    </Card>
  );
}
