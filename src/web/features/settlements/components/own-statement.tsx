import { ChevronLeft, ChevronRight, Download } from "lucide-react";
import { useState } from "react";

import { agencyToday } from "@shared/domain/calendar-day";
import { STATEMENT_PAYER_LABELS } from "@shared/schemas/player-statement";
import { ErrorState } from "@/components/error-state";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { formatEuros } from "@/lib/format";

import { useOwnStatement } from "../api/settlements";

/** In the player's app: what the agency agreed, invoiced and was paid for its services to them, by payer. */
export function OwnStatement() {
  const [year, setYear] = useState(() => Number(agencyToday().slice(0, 4)));
  const statement = useOwnStatement(year);
  return (
    <section aria-labelledby="extracto" className="space-y-3">
      <div className="flex items-center justify-between gap-2">
        <h2 id="extracto" className="text-base font-semibold">
          Lo que cobra tu agencia · {year}
        </h2>
        <div className="flex gap-1">
          <Button
            variant="outline"
            size="icon"
            className="size-11"
            aria-label="Año anterior"
            onClick={() => setYear(year - 1)}
          >
            <ChevronLeft />
          </Button>
          <Button
            variant="outline"
            size="icon"
            className="size-11"
            aria-label="Año siguiente"
            onClick={() => setYear(year + 1)}
          >
            <ChevronRight />
          </Button>
        </div>
      </div>
      <p className="text-sm text-muted-foreground">
        Lo acordado, facturado y cobrado por los servicios de la agencia para ti, y quién lo pagó.
      </p>
      {statement.isPending ? (
        <Skeleton className="h-32 rounded-xl" aria-label="Cargando tu extracto" />
      ) : statement.isError ? (
        <ErrorState message="No se pudo cargar tu extracto." onRetry={() => void statement.refetch()} />
      ) : (
        <Card className="gap-3 p-4">
          <dl className="grid grid-cols-3 gap-2 text-sm">
            <div>
              <dt className="text-muted-foreground">Acordado</dt>
              <dd className="font-semibold tabular-nums">{formatEuros(statement.data.agreed)}</dd>
            </div>
            <div>
              <dt className="text-muted-foreground">Facturado</dt>
              <dd className="font-semibold tabular-nums">{formatEuros(statement.data.invoiced)}</dd>
            </div>
            <div>
              <dt className="text-muted-foreground">Cobrado</dt>
              <dd className="font-semibold tabular-nums">{formatEuros(statement.data.paid)}</dd>
            </div>
          </dl>
          {statement.data.payers.length === 0 ? (
            <p className="text-sm text-muted-foreground">Sin comisiones de la agencia en {year}.</p>
          ) : (
            <ul className="divide-y text-sm">
              {statement.data.payers.map((payer) => (
                <li key={`${payer.kind}:${payer.name}`} className="flex justify-between gap-3 py-2">
                  <span className="min-w-0">
                    <span className="block font-medium">{payer.name}</span>
                    <span className="block text-xs text-muted-foreground">{STATEMENT_PAYER_LABELS[payer.kind]}</span>
                  </span>
                  <span className="text-right tabular-nums">
                    {formatEuros(payer.agreed)}
                    <span className="block text-xs text-muted-foreground">cobrado {formatEuros(payer.paid)}</span>
                  </span>
                </li>
              ))}
            </ul>
          )}
          <Button variant="outline" asChild className="min-h-11">
            <a href={`/api/app/statement.pdf?year=${year}`} download>
              <Download /> Descargar extracto (PDF)
            </a>
          </Button>
        </Card>
      )}
    </section>
  );
}
