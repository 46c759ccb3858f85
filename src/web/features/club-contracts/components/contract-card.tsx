import { Pencil, Trash2 } from "lucide-react";
import { Link } from "react-router";

import {
  BONUS_KIND_LABELS,
  bonusWithinReach,
  OPTION_HOLDER_LABELS,
  optionNoticeStage,
} from "@shared/domain/club-contracts";
import type { ClubContract } from "@shared/schemas/club-contract";
import { RuleWarnings } from "@/components/rule-warnings";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Progress } from "@/components/ui/progress";
import { paths } from "@/config/paths";
import { formatDate, formatEuros, formatInteger, formatNumber } from "@/lib/format";
import { HIDDEN_TEXT, isHidden } from "@/lib/hidden";

type ContractCardProps = {
  contract: ClubContract;
  today: string;
  onEdit?: (contract: ClubContract) => void;
  onDelete?: (contract: ClubContract) => void;
};

const euros = (contract: ClubContract, value: number | null, empty = "Sin indicar") =>
  isHidden(contract) ? HIDDEN_TEXT : value === null ? empty : formatEuros(value);

/** A contract with a club clause by clause: seasons, bonuses and progress, options and their notice days. */
export function ContractCard({ contract, today, onEdit, onDelete }: ContractCardProps) {
  const inForce = contract.startDate <= today && today <= contract.endDate;
  return (
    <Card className="gap-4 p-5" data-testid="club-contract">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="font-semibold break-words">{contract.clubName}</h3>
          <p className="text-sm text-muted-foreground">
            {formatDate(contract.startDate)} – {formatDate(contract.endDate)}
          </p>
        </div>
        <div className="flex flex-wrap gap-1">
          {inForce ? <Badge tone="success">En vigor</Badge> : null}
          {contract.operationId ? (
            <Badge tone="outline">
              <Link to={paths.operation(contract.operationId)} className="hover:underline">
                De una operación firmada
              </Link>
            </Badge>
          ) : null}
        </div>
      </div>

      <section aria-label="Temporadas">
        <h4 className="mb-1 text-xs font-medium text-muted-foreground">Salario fijo por temporada</h4>
        <ul className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
          {contract.seasons.map((season) => (
            <li key={season.season} className="rounded-md bg-muted/60 p-2">
              <span className="block text-xs text-muted-foreground">{season.season}</span>
              <span className="font-semibold">{euros(contract, season.salary)}</span>
            </li>
          ))}
        </ul>
      </section>

      <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-3 [&>div]:min-w-0">
        <div>
          <dt className="text-xs text-muted-foreground">Cláusula de rescisión</dt>
          <dd>{euros(contract, contract.releaseClause)}</dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">Venta futura</dt>
          <dd>
            {contract.sellOnPercent === null
              ? "Sin porcentaje"
              : `${formatNumber(contract.sellOnPercent)} % para ${contract.sellOnBeneficiary === "agencia" ? "la agencia" : "el jugador"}`}
          </dd>
        </div>
        <div className="col-span-2 sm:col-span-1">
          <dt className="text-xs text-muted-foreground">Derechos de imagen</dt>
          <dd className="break-words">
            {contract.imageRights
              ? `${contract.imageRights.company} · ${euros(contract, contract.imageRights.annualAmount)} al año`
              : "Sin contrato de imagen"}
          </dd>
        </div>
      </dl>

      {contract.bonuses.length > 0 ? (
        <section aria-label="Bonus">
          <h4 className="mb-1 text-xs font-medium text-muted-foreground">Bonus</h4>
          <ul className="space-y-2 text-sm">
            {contract.bonuses.map((bonus, index) => (
              <li key={index} className="space-y-1">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <span className="min-w-0 break-words">
                    {BONUS_KIND_LABELS[bonus.kind]}: {bonus.description} · {euros(contract, bonus.amount)}
                  </span>
                  <span className="flex items-center gap-2 text-muted-foreground">
                    {formatInteger(bonus.progress)} de {formatInteger(bonus.target)}
                    {bonus.progress >= bonus.target ? (
                      <Badge tone="success">Conseguido</Badge>
                    ) : bonusWithinReach(bonus) ? (
                      <Badge tone="warning">Al alcance</Badge>
                    ) : null}
                  </span>
                </div>
                <Progress value={(bonus.progress / bonus.target) * 100} label={`Progreso de ${bonus.description}`} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {contract.options.length > 0 ? (
        <section aria-label="Opciones de ampliación">
          <h4 className="mb-1 text-xs font-medium text-muted-foreground">Opciones de ampliación</h4>
          <ul className="space-y-1 text-sm">
            {contract.options.map((option, index) => {
              const stage = optionNoticeStage(option.noticeBy, today);
              return (
                <li key={index} className="flex flex-wrap items-center gap-2">
                  <span>
                    {OPTION_HOLDER_LABELS[option.holder]} puede ampliar hasta el {formatDate(option.extendsTo)}; aviso
                    antes del {formatDate(option.noticeBy)}
                  </span>
                  {stage ? (
                    <Badge tone={stage === 15 ? "destructive" : "warning"}>Quedan menos de {stage} días</Badge>
                  ) : null}
                  {option.noticeBy < today ? <Badge tone="muted">Plazo vencido</Badge> : null}
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}

      <RuleWarnings warnings={contract.warnings} />
      {contract.notes ? <p className="text-sm whitespace-pre-line text-muted-foreground">{contract.notes}</p> : null}
      {onEdit || onDelete ? (
        <div className="flex flex-wrap justify-end gap-1 border-t pt-3">
          {onEdit ? (
            <Button variant="ghost" size="sm" className="min-h-11" onClick={() => onEdit(contract)}>
              <Pencil /> Editar
            </Button>
          ) : null}
          {onDelete ? (
            <Button
              variant="ghost"
              size="sm"
              className="min-h-11 text-destructive hover:text-destructive"
              aria-label={`Eliminar contrato con ${contract.clubName}`}
              onClick={() => onDelete(contract)}
            >
              <Trash2 /> Eliminar
            </Button>
          ) : null}
        </div>
      ) : null}
    </Card>
  );
}
