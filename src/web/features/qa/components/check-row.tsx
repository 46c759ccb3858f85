import { CheckCircle2, Circle, Loader2, XCircle } from "lucide-react";

import { Badge } from "@/components/ui/badge";

import type { QaCheck } from "../checks/types";
import type { CheckState } from "../hooks/use-qa-run";

function StateIcon({ state }: { state: CheckState | undefined }) {
  if (!state || state.status === "waiting")
    return <Circle className="size-5 text-muted-foreground" aria-hidden="true" />;
  if (state.status === "running") return <Loader2 className="size-5 animate-spin text-primary" aria-hidden="true" />;
  return state.passed ? (
    <CheckCircle2 className="size-5 text-[oklch(0.42_0.12_155)]" aria-hidden="true" />
  ) : (
    <XCircle className="size-5 text-[oklch(0.48_0.19_27)]" aria-hidden="true" />
  );
}

function StateBadge({ state }: { state: CheckState | undefined }) {
  if (!state || state.status === "waiting") return <Badge tone="muted">En espera</Badge>;
  if (state.status === "running") return <Badge tone="secondary">Comprobando...</Badge>;
  return state.passed ? <Badge tone="success">Superado</Badge> : <Badge tone="destructive">Fallido</Badge>;
}

export function CheckRow({ check, state }: { check: QaCheck; state: CheckState | undefined }) {
  return (
    <li
      className="flex items-start gap-3 p-4"
      data-testid={`qa-check-${check.id}`}
      data-status={state?.status === "done" ? (state.passed ? "passed" : "failed") : (state?.status ?? "idle")}
    >
      <StateIcon state={state} />
      <div className="grid min-w-0 flex-1 gap-1">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 className="font-medium">{check.name}</h3>
          <StateBadge state={state} />
        </div>
        <p className="text-sm text-muted-foreground">{state?.status === "done" ? state.detail : check.description}</p>
      </div>
    </li>
  );
}
