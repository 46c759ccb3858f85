import { ChevronLeft, ChevronRight } from "lucide-react";
import { useSearchParams } from "react-router";

import { agencyToday } from "@shared/domain/calendar-day";
import { ExportCsvButton } from "@/components/export-csv-button";
import { PageHeader } from "@/components/page-header";
import { Button } from "@/components/ui/button";
import { CommissionLedger } from "@/features/commissions/components/commission-ledger";
import { CommissionSummaryCards } from "@/features/commissions/components/commission-summary-cards";

const yearFrom = (raw: string | null, fallback: number) => (raw && /^\d{4}$/.test(raw) ? Number(raw) : fallback);

export function CommissionsRoute() {
  const [params, setParams] = useSearchParams();
  const currentYear = Number(agencyToday().slice(0, 4));
  const year = yearFrom(params.get("year"), currentYear);
  const goTo = (next: number) => setParams(next === currentYear ? {} : { year: String(next) }, { replace: true });

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
        <CommissionLedger year={year} />
      </section>
    </div>
  );
}
