import { Pencil, Trash2 } from "lucide-react";
import { Link } from "react-router";

import type { Mandate } from "@shared/schemas/mandate";
import { RuleWarnings } from "@/components/rule-warnings";
import { MandateStatusBadge } from "@/components/status-badges";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { paths } from "@/config/paths";
import { formatDate, formatEuros, formatNumber } from "@/lib/format";
import { HIDDEN_TEXT, isHidden, shownOr } from "@/lib/hidden";

type MandateCardProps = {
  mandate: Mandate;
  showPlayer: boolean;
  onEdit: (mandate: Mandate) => void;
  onDelete: (mandate: Mandate) => void;
  /** More actions a screen adds to the card's row (its split, from another feature). */
  extraActions?: React.ReactNode;
};

export function MandateCard({ mandate, showPlayer, onEdit, onDelete, extraActions }: MandateCardProps) {
  const period = `${formatDate(mandate.startDate)} – ${formatDate(mandate.endDate)}`;
  return (
    <Card className="gap-4 p-5" data-testid="mandate-card">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          {showPlayer ? (
            <Link to={paths.playerTab(mandate.playerId, "mandate")} className="font-semibold hover:underline">
              {mandate.playerName}
            </Link>
          ) : (
            <h3 className="font-semibold">Mandato de representación</h3>
          )}
          <p className="text-sm text-muted-foreground">{period}</p>
        </div>
        <div className="flex flex-wrap gap-1">
          <MandateStatusBadge status={mandate.status} />
          {mandate.signedOn ? <Badge tone="success">Firmado en Palco el {formatDate(mandate.signedOn)}</Badge> : null}
          {mandate.fifaRegistrationPending ? <Badge tone="destructive">Pendiente de registro FIFA</Badge> : null}
        </div>
      </div>
      <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4 [&>div]:min-w-0 [&_dt]:break-words">
        <div>
          <dt className="text-xs text-muted-foreground">Comisión</dt>
          <dd className="font-semibold">{shownOr(mandate, `${formatNumber(mandate.commissionPercent)} %`)}</dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">Remuneración anual</dt>
          <dd>
            {isHidden(mandate)
              ? HIDDEN_TEXT
              : mandate.annualRemuneration === null
                ? "Sin indicar"
                : formatEuros(mandate.annualRemuneration)}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">Exclusividad</dt>
          <dd>{mandate.exclusive ? "Exclusivo" : "No exclusivo"}</dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">Territorio</dt>
          <dd className="break-words">{mandate.territory || "—"}</dd>
        </div>
        <div className="col-span-2">
          <dt className="text-xs text-muted-foreground">Agente</dt>
          <dd className="break-words">{mandate.agentName ?? "El titular de la agencia"}</dd>
        </div>
        <div className="col-span-2">
          <dt className="text-xs text-muted-foreground">Registro FIFA</dt>
          <dd>{mandate.fifaRegisteredAt ? formatDate(mandate.fifaRegisteredAt) : "Sin registrar"}</dd>
        </div>
        {mandate.minorAtStart ? (
          <div className="col-span-2">
            <dt className="text-xs text-muted-foreground">Tutor legal</dt>
            <dd className="break-words">
              {mandate.guardianName || "Sin indicar"}
              {mandate.guardianConsentOn
                ? ` · consentimiento del ${formatDate(mandate.guardianConsentOn)}`
                : " · sin consentimiento por escrito"}
            </dd>
          </div>
        ) : null}
      </dl>
      <RuleWarnings warnings={mandate.warnings.filter((warning) => warning.rule !== "mandate-registration")} />
      {mandate.notes ? <p className="text-sm whitespace-pre-line text-muted-foreground">{mandate.notes}</p> : null}
      <div className="flex flex-wrap justify-end gap-1 border-t pt-3">
        {extraActions}
        <Button variant="ghost" size="sm" className="min-h-11" onClick={() => onEdit(mandate)}>
          <Pencil /> Editar
        </Button>
        <Button
          variant="ghost"
          size="sm"
          className="min-h-11 text-destructive hover:text-destructive"
          aria-label={`Eliminar mandato de ${mandate.playerName}`}
          onClick={() => onDelete(mandate)}
        >
          <Trash2 /> Eliminar
        </Button>
      </div>
    </Card>
  );
}
