import { UserRound } from "lucide-react";

import type { Okr } from "@shared/schemas/okr";
import { RecordActions } from "@/components/record-actions";
import { OkrStatusBadge } from "@/components/status-badges";
import { Card } from "@/components/ui/card";
import { Progress } from "@/components/ui/progress";

import { KeyResultItem } from "./key-result-item";

type OkrCardProps = { okr: Okr; playerName?: string; onEdit: (okr: Okr) => void; onDelete: (okr: Okr) => void };

export function OkrCard({ okr, playerName, onEdit, onDelete }: OkrCardProps) {
  return (
    <Card className="gap-4 p-5" data-testid="okr-card">
      <div className="flex items-start gap-2">
        <div className="flex min-w-0 flex-1 flex-wrap items-center gap-2 text-sm text-muted-foreground">
          <OkrStatusBadge status={okr.status} />
          <span className="font-medium">
            {okr.quarter} {okr.year}
          </span>
          {playerName ? (
            <span className="flex min-w-0 items-center gap-1">
              <UserRound className="size-3.5 shrink-0" />
              <span className="truncate">{playerName}</span>
            </span>
          ) : null}
        </div>
        <RecordActions
          resource="okrs"
          className="-mt-1"
          label={okr.objective}
          onEdit={() => onEdit(okr)}
          onDelete={() => onDelete(okr)}
        />
      </div>
      <div className="space-y-1">
        <h2 className="font-semibold break-words">{okr.objective}</h2>
        {okr.description ? <p className="text-sm break-words text-muted-foreground">{okr.description}</p> : null}
      </div>
      <div className="space-y-1.5">
        <div className="flex items-center justify-between text-sm">
          <span className="text-muted-foreground">Progreso general</span>
          <span className="font-semibold tabular-nums" data-testid="okr-progress">
            {okr.progress}%
          </span>
        </div>
        <Progress value={okr.progress} label={`Progreso general de ${okr.objective}`} />
      </div>
      <ul className="space-y-3 border-t pt-4" aria-label="Resultados clave">
        {okr.keyResults.map((keyResult) => (
          <KeyResultItem key={keyResult.id} okrId={okr.id} keyResult={keyResult} />
        ))}
      </ul>
    </Card>
  );
}
