import { Check, Loader2, X } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";

import { readProposal } from "@shared/domain/assistant-actions";
import { Button } from "@/components/ui/button";

import { useConfirmAction } from "../api/confirm-action";

type CardState =
  | { kind: "asking" }
  | { kind: "done"; path: string }
  | { kind: "cancelled" }
  | { kind: "failed"; message: string };

/** A write the assistant proposed: what will change and on which record, written only on "Confirmar". */
export function ActionCard({ token }: { token: string }) {
  const proposal = readProposal(token);
  const confirm = useConfirmAction();
  const [state, setState] = useState<CardState>({ kind: "asking" });
  if (!proposal) return null;

  return (
    <div
      className="space-y-2 rounded-xl border bg-background p-3 text-sm"
      data-testid="action-card"
      role="group"
      aria-label="Acción propuesta"
    >
      <p className="font-medium">{proposal.summary}</p>
      {state.kind === "asking" ? (
        <div className="flex gap-2">
          <Button
            size="sm"
            disabled={confirm.isPending}
            onClick={() =>
              confirm.mutate(token, {
                onSuccess: (result) => setState({ kind: "done", path: result.path }),
                onError: (error) => setState({ kind: "failed", message: error.message }),
              })
            }
          >
            {confirm.isPending ? <Loader2 className="animate-spin" /> : <Check />} Confirmar
          </Button>
          <Button
            size="sm"
            variant="outline"
            disabled={confirm.isPending}
            onClick={() => setState({ kind: "cancelled" })}
          >
            <X /> Cancelar
          </Button>
        </div>
      ) : state.kind === "done" ? (
        <p role="status" className="text-[oklch(0.45_0.13_155)]">
          Hecho.{" "}
          <Link to={state.path} className="underline underline-offset-2">
            Ver en Palco
          </Link>
        </p>
      ) : state.kind === "cancelled" ? (
        <p role="status" className="text-muted-foreground">
          Cancelado: no se ha cambiado nada.
        </p>
      ) : (
        <p role="alert" className="text-destructive">
          {state.message}
        </p>
      )}
    </div>
  );
}
