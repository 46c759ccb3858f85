import { AlertTriangle, Hourglass } from "lucide-react";

import { staleDays, staleLabel } from "@shared/domain/pipeline-hygiene";
import type { Deal } from "@shared/schemas/deal";
import { Badge } from "@/components/ui/badge";
import { formatDate, formatEuros, formatNumber } from "@/lib/format";
import { HIDDEN_TEXT, isHidden, shownOr } from "@/lib/hidden";

/** "Inversión" (the fee as typed), optionally the type, the agency's commission, and "Renovación" only when a renewal date is set. */
export function DealTerms({ deal, showType = false }: { deal: Deal; showType?: boolean }) {
  return (
    <dl className="grid grid-cols-2 gap-3 text-sm">
      <div>
        <dt className="text-xs text-muted-foreground">Inversión</dt>
        <dd className="font-semibold">{shownOr(deal, deal.fee || "—")}</dd>
      </div>
      {showType ? (
        <div>
          <dt className="text-xs text-muted-foreground">Tipo</dt>
          <dd>{deal.type}</dd>
        </div>
      ) : null}
      <div>
        <dt className="text-xs text-muted-foreground">Comisión</dt>
        <dd>
          {isHidden(deal) ? HIDDEN_TEXT : `${formatNumber(deal.commissionPercent)} %`}
          {deal.feeAmount !== null ? (
            <span className="text-muted-foreground">
              {" "}
              · {formatEuros((deal.feeAmount * deal.commissionPercent) / 100)}
            </span>
          ) : null}
        </dd>
      </div>
      {deal.stage === "Cerrada" && deal.lostReason ? (
        <div className="col-span-2">
          <dt className="text-xs text-muted-foreground">Motivo de cierre</dt>
          <dd>{deal.lostReason}</dd>
        </div>
      ) : null}
      {deal.renewDate ? (
        <div>
          <dt className="text-xs text-muted-foreground">Renovación</dt>
          <dd>{formatDate(deal.renewDate)}</dd>
        </div>
      ) : null}
    </dl>
  );
}

/** The deliverables as badges (nothing when there are none). */
export function DealDeliverables({ deal }: { deal: Deal }) {
  if (deal.deliverables.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label="Entregables">
      {deal.deliverables.map((item) => (
        <li key={item}>
          <Badge tone="muted">{item}</Badge>
        </li>
      ))}
    </ul>
  );
}

/** "Exclusivo" in its sector, and "Posible conflicto" for a prospect that would clash with a binding deal. */
export function DealFlags({ deal }: { deal: Deal }) {
  const stale = staleDays(deal, new Date());
  if (!deal.exclusive && !deal.possibleConflict && stale === null) return null;
  return (
    <span className="flex flex-wrap gap-1">
      {stale !== null ? (
        <Badge tone="warning" title={`Sin cambios desde hace ${stale} días`}>
          <Hourglass /> {staleLabel(stale)}
        </Badge>
      ) : null}
      {deal.exclusive ? <Badge tone="outline">Exclusivo</Badge> : null}
      {deal.possibleConflict ? (
        <Badge
          tone="warning"
          title="Otra marca del mismo sector tiene un acuerdo en Negociación o Activa en esas fechas"
        >
          <AlertTriangle /> Posible conflicto
        </Badge>
      ) : null}
    </span>
  );
}
