import { ArrowRight } from "lucide-react";
import { Link } from "react-router";

import type { Operation } from "@shared/schemas/operation";
import { RecordActions } from "@/components/record-actions";
import { OperationStageBadge } from "@/components/status-badges";
import { Badge } from "@/components/ui/badge";
import { paths } from "@/config/paths";
import { formatDate } from "@/lib/format";
import { HIDDEN_TEXT, isHidden } from "@/lib/hidden";

type OperationRowProps = {
  operation: Operation;
  onEdit: (operation: Operation) => void;
  onDelete: (operation: Operation) => void;
  /** On a player's own tab the player's name is said by the page. */
  showPlayer?: boolean;
};

/** An operation in a list: who, from where to where, its stage and the figures agreed so far. */
export function OperationRow({ operation, onEdit, onDelete, showPlayer = true }: OperationRowProps) {
  const label = `${operation.type} de ${operation.playerName} con ${operation.clubName}`;
  const figures = [
    isHidden(operation) ? `Importes: ${HIDDEN_TEXT.toLowerCase()}` : null,
    operation.transferFee && `Traspaso ${operation.transferFee}`,
    operation.salary && `Salario ${operation.salary}`,
    operation.endDate && `Hasta ${formatDate(operation.endDate)}`,
  ].filter(Boolean);
  return (
    <li className="flex flex-wrap items-center gap-3 px-4 py-3" data-testid="operation-row">
      <div className="min-w-0 flex-1 space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          {showPlayer ? (
            <Link
              to={paths.playerTab(operation.playerId, "operations")}
              className="font-semibold underline-offset-4 hover:underline"
            >
              {operation.playerName}
            </Link>
          ) : null}
          <Badge tone="outline">{operation.type}</Badge>
          <OperationStageBadge stage={operation.stage} />
        </div>
        <p className="flex flex-wrap items-center gap-1 text-sm">
          {operation.originClubId && operation.originClubName ? (
            <>
              <Link to={paths.club(operation.originClubId)} className="underline-offset-4 hover:underline">
                {operation.originClubName}
              </Link>
              <ArrowRight className="size-3.5 text-muted-foreground" aria-label="a" />
            </>
          ) : null}
          <Link to={paths.club(operation.clubId)} className="font-medium underline-offset-4 hover:underline">
            {operation.clubName}
          </Link>
        </p>
        {figures.length > 0 ? <p className="text-sm text-muted-foreground">{figures.join(" · ")}</p> : null}
        <Link
          to={paths.operation(operation.id)}
          aria-label={`Ver negociación: ${label}`}
          className="text-sm text-muted-foreground underline-offset-4 hover:text-foreground hover:underline"
        >
          Ver negociación
        </Link>
        {operation.stage === "Caída" && operation.lostReason ? (
          <p className="text-sm text-muted-foreground">Motivo: {operation.lostReason}</p>
        ) : null}
      </div>
      <RecordActions
        resource="operations"
        label={label}
        onEdit={() => onEdit(operation)}
        onDelete={() => onDelete(operation)}
      />
    </li>
  );
}
