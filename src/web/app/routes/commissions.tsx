import { ChevronLeft, ChevronRight, ReceiptText } from "lucide-react";
import { useState } from "react";
import { useSearchParams } from "react-router";

import { agencyToday } from "@shared/domain/calendar-day";
import type { Commission } from "@shared/schemas/commission";
import { ExportCsvButton } from "@/components/export-csv-button";
import { PageHeader } from "@/components/page-header";
import { Button } from "@/components/ui/button";
import { CommissionLedger } from "@/features/commissions/components/commission-ledger";
import { CommissionSummaryCards } from "@/features/commissions/components/commission-summary-cards";
import { InvoiceDraftDialog } from "@/features/invoices/components/invoice-draft-dialog";
import { NetCommissionsNote } from "@/features/settlements/components/net-commissions-note";
import { formatEuros } from "@/lib/format";
import { useMay, useReads } from "@/lib/session";

const yearFrom = (raw: string | null, fallback: number) => (raw && /^\d{4}$/.test(raw) ? Number(raw) : fallback);

export function CommissionsRoute() {
  const [params, setParams] = useSearchParams();
  const currentYear = Number(agencyToday().slice(0, 4));
  const year = yearFrom(params.get("year"), currentYear);
  const goTo = (next: number) => setParams(next === currentYear ? {} : { year: String(next) }, { replace: true });
  const mayInvoice = useMay("invoices", "create");
  const [chosen, setChosen] = useState<Commission[]>([]);
  const reads = useReads();
  const [drafting, setDrafting] = useState(false);
  const toggle = (commission: Commission) =>
    setChosen((current) =>
      current.some((item) => item.id === commission.id)
        ? current.filter((item) => item.id !== commission.id)
        : [...current, commission],
    );
  const selection = mayInvoice
    ? { selectedIds: new Set(chosen.map((item) => item.id)), payerKey: chosen[0]?.payerKey ?? null, onToggle: toggle }
    : undefined;

  return (
    <div className="space-y-6">
      <PageHeader
        title="Comisiones"
        description="Los ingresos de la agencia: comisión de cada patrocinio activo y de cada mandato, por trimestre"
        actions={<ExportCsvButton resource="commissions" filters={{ from: `${year}-01-01`, to: `${year}-12-31` }} />}
      />
      <CommissionSummaryCards />
      <section className="space-y-4" aria-label={`Comisiones de ${year}`}>
        <div className="flex items-center justify-between gap-2">
          <h2 className="text-lg font-semibold">Plazos de {year}</h2>
          <div className="flex items-center gap-1">
            <Button variant="outline" size="icon" aria-label="Año anterior" onClick={() => goTo(year - 1)}>
              <ChevronLeft />
            </Button>
            <Button variant="outline" size="icon" aria-label="Año siguiente" onClick={() => goTo(year + 1)}>
              <ChevronRight />
            </Button>
          </div>
        </div>
        {reads("settlements") ? <NetCommissionsNote year={year} /> : null}
        <CommissionLedger year={year} selection={selection} />
      </section>
      {chosen.length > 0 ? (
        <div
          role="region"
          aria-label="Cuotas para facturar"
          className="sticky bottom-4 flex flex-wrap items-center justify-between gap-3 rounded-xl border bg-card p-3 shadow-lg"
        >
          <p className="text-sm">
            {chosen.length === 1 ? "1 cuota elegida" : `${chosen.length} cuotas elegidas`} ·{" "}
            {formatEuros(chosen.reduce((sum, item) => sum + item.amount, 0))}
          </p>
          <div className="flex gap-2">
            <Button variant="ghost" onClick={() => setChosen([])}>
              Quitar selección
            </Button>
            <Button onClick={() => setDrafting(true)}>
              <ReceiptText /> Facturar
            </Button>
          </div>
        </div>
      ) : null}
      {drafting ? <InvoiceDraftDialog open onOpenChange={setDrafting} commissions={chosen} /> : null}
    </div>
  );
}
