import { ChevronLeft, ChevronRight, Download } from "lucide-react";
import { useState } from "react";

import { agencyToday } from "@shared/domain/calendar-day";
import { ErrorState } from "@/components/error-state";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { formatEuros } from "@/lib/format";

import { useThirdParties } from "../api/settlements";

/** For the gestor: each customer's and collaborator's year, the 3.005,06 € threshold marked, and IRPF withheld. */
export function ThirdPartyCard() {
  const [year, setYear] = useState(() => Number(agencyToday().slice(0, 4)));
  const report = useThirdParties(year);
  return (
    <section className="space-y-3" aria-labelledby="third-parties-title">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="third-parties-title" className="text-lg font-semibold">
          Operaciones con terceros · {year}
        </h2>
        <div className="flex flex-wrap gap-1">
          <Button variant="outline" size="icon" aria-label="Año anterior" onClick={() => setYear(year - 1)}>
            <ChevronLeft />
          </Button>
          <Button variant="outline" size="icon" aria-label="Año siguiente" onClick={() => setYear(year + 1)}>
            <ChevronRight />
          </Button>
          <Button variant="outline" asChild>
            <a href={`/api/settlements/third-parties.csv?year=${year}`} download>
              <Download /> CSV
            </a>
          </Button>
          <Button variant="outline" asChild>
            <a href={`/api/settlements/third-parties.xlsx?year=${year}`} download>
              <Download /> Excel
            </a>
          </Button>
        </div>
      </div>
      <p className="text-sm text-muted-foreground">
        Lo facturado con IVA a cada cliente y lo pagado a cada colaborador en el año, para la declaración anual de
        operaciones con terceros (modelo 347), y la retención de IRPF de cada pagador, para cuadrar sus certificados.
      </p>
      {report.isPending ? (
        <Skeleton className="h-32 rounded-xl" aria-label="Cargando operaciones con terceros" />
      ) : report.isError ? (
        <ErrorState message="No se pudieron cargar los terceros." onRetry={() => void report.refetch()} />
      ) : report.data.rows.length === 0 ? (
        <p className="rounded-xl border border-dashed p-6 text-center text-sm text-muted-foreground">
          Sin facturas emitidas ni pagos a colaboradores en {year}.
        </p>
      ) : (
        <Card className="gap-0 py-0">
          <ul className="divide-y">
            {report.data.rows.map((row) => (
              <li
                key={`${row.kind}:${row.taxId ?? row.name}`}
                className="grid gap-1 px-4 py-3 text-sm sm:grid-cols-[minmax(0,1fr)_9rem_9rem_10rem] sm:items-center"
              >
                <span className="min-w-0">
                  <span className="block truncate font-medium">{row.name}</span>
                  <span className="block text-muted-foreground">
                    {row.kind === "cliente" ? "Cliente" : "Colaborador"}
                    {row.taxId ? ` · ${row.taxId}` : " · sin NIF"}
                  </span>
                </span>
                <span className="tabular-nums sm:text-right">{formatEuros(row.total)}</span>
                <span className="tabular-nums text-muted-foreground sm:text-right">
                  {row.kind === "cliente" ? `IRPF ${formatEuros(row.withheld)}` : "—"}
                </span>
                <span className="sm:text-right">
                  {row.overThreshold ? <Badge tone="warning">Supera 3.005,06 €</Badge> : null}
                </span>
              </li>
            ))}
          </ul>
        </Card>
      )}
    </section>
  );
}
