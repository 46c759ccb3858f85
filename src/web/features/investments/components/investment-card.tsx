import type { Investment } from "@shared/schemas/investment";
import { RecordActions } from "@/components/record-actions";
import { InvestmentStatusBadge, RiskBadge } from "@/components/status-badges";
import { Card } from "@/components/ui/card";
import { formatDate } from "@/lib/format";

type InvestmentCardProps = {
  investment: Investment;
  onEdit: (investment: Investment) => void;
  onDelete: (investment: Investment) => void;
};

export function InvestmentCard({ investment, onEdit, onDelete }: InvestmentCardProps) {
  return (
    <Card className="gap-4 p-5" data-testid="investment-card">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="truncate font-semibold">{investment.name}</h3>
          <p className="text-sm text-muted-foreground">{investment.type}</p>
        </div>
        <InvestmentStatusBadge status={investment.status} />
      </div>
      <dl className="grid grid-cols-2 gap-3 text-sm">
        <div>
          <dt className="text-xs text-muted-foreground">Importe</dt>
          <dd className="font-semibold">{investment.amount || "—"}</dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">Retorno esperado</dt>
          <dd>{investment.expectedReturn || "—"}</dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">Fecha</dt>
          <dd>{formatDate(investment.date)}</dd>
        </div>
        <div>
          {/* The badge says "Riesgo bajo": the term is for screen readers, which read the list as pairs. */}
          <dt className="sr-only">Riesgo</dt>
          <dd>
            <RiskBadge risk={investment.risk} />
          </dd>
        </div>
      </dl>
      <RecordActions
        resource="investments"
        withText
        className="justify-end border-t pt-3"
        label={investment.name}
        onEdit={() => onEdit(investment)}
        onDelete={() => onDelete(investment)}
      />
    </Card>
  );
}
