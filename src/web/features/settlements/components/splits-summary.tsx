import { Split } from "lucide-react";
import { useState } from "react";

import { SPLIT_DUE_LABELS } from "@shared/domain/splits";
import type { SplitLine, SplitSource } from "@shared/schemas/split";
import { Allowed } from "@/components/allowed";
import { RuleWarnings } from "@/components/rule-warnings";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { formatEuros, formatNumber } from "@/lib/format";
import { useMay } from "@/lib/session";

import { useSplits } from "../api/splits";
import { SplitsDialog } from "./splits-dialog";

const describeLine = (line: SplitLine) =>
  `${line.percent !== null ? `${formatNumber(line.percent)} %` : formatEuros(line.amount ?? 0)} ${line.basis === "gross" ? "del bruto" : "de la base"}, ${SPLIT_DUE_LABELS[line.due].toLowerCase()}`;

type SplitsProps = { source: SplitSource; id: string; subject: string };

/** A record's split as a card: its lines, FIFA's warnings and the button to change it. */
export function SplitsCard({ source, id, subject }: SplitsProps) {
  const splits = useSplits(source, id);
  const [editing, setEditing] = useState(false);
  return (
    <Card className="gap-3 p-5" role="region" aria-labelledby={`splits-${id}`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={`splits-${id}`} className="font-semibold">
          Reparto de honorarios
        </h2>
        <Allowed action="edit" resource="settlements">
          <Button variant="outline" size="sm" className="min-h-11" onClick={() => setEditing(true)}>
            <Split /> Editar reparto
          </Button>
        </Allowed>
      </div>
      {splits.isPending ? (
        <p className="text-sm text-muted-foreground">Cargando el reparto…</p>
      ) : splits.isError ? (
        <p className="text-sm text-destructive">No se pudo cargar el reparto.</p>
      ) : splits.data.lines.length === 0 ? (
        <p className="text-sm text-muted-foreground">Sin reparto: la agencia se queda con todo.</p>
      ) : (
        <ul className="space-y-1 text-sm">
          {splits.data.lines.map((line) => (
            <li key={line.id}>
              <span className="font-medium">{line.collaboratorName}</span>: {describeLine(line)}
            </li>
          ))}
        </ul>
      )}
      {splits.data ? <RuleWarnings warnings={splits.data.warnings} /> : null}
      <SplitsDialog
        open={editing}
        onOpenChange={setEditing}
        source={source}
        id={id}
        subject={subject}
        splits={splits.data}
      />
    </Card>
  );
}

/** The same split from a card's row of actions (a deal's, a mandate's), for roles that keep settlements. */
export function SplitsButton({ source, id, subject }: SplitsProps) {
  const [editing, setEditing] = useState(false);
  const allowed = useMay("settlements", "edit");
  const splits = useSplits(source, id, editing);
  if (!allowed) return null;
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        className="min-h-11"
        aria-label={`Reparto de ${subject}`}
        onClick={() => setEditing(true)}
      >
        <Split /> Reparto
      </Button>
      {editing && splits.data ? (
        <SplitsDialog open onOpenChange={setEditing} source={source} id={id} subject={subject} splits={splits.data} />
      ) : null}
    </>
  );
}
