import { Check, Loader2, X } from "lucide-react";
import { useState } from "react";

import type { Approval } from "@shared/schemas/approval";
import { playerImageUrl } from "@shared/schemas/player-app";
import { EmptyState } from "@/components/empty-state";
import { ErrorState } from "@/components/error-state";
import { ApprovalStatusBadge } from "@/components/status-badges";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { Textarea } from "@/components/ui/textarea";
import { formatDate, formatDateTime } from "@/lib/format";
import { toast } from "@/lib/toast";

import { useAnswerApproval, usePlayerApprovals } from "../api/player-app";

/** One question: what is asked (terms, amount, day), an optional comment, and the two answers. */
function PendingQuestion({ approval }: { approval: Approval }) {
  const answer = useAnswerApproval();
  const [comment, setComment] = useState("");
  const commentId = `comentario-${approval.id}`;
  const send = (status: "approved" | "rejected") =>
    // The promise, not mutate's callbacks: an answered question leaves the list and its card unmounts.
    void answer.mutateAsync({ id: approval.id, status, comment: comment.trim() || null }).then(
      () => toast.success(status === "approved" ? "Aprobado" : "Rechazado", { description: approval.title }),
      (error: Error) => toast.error("No se pudo enviar tu respuesta", { description: error.message }),
    );
  return (
    <li className="space-y-3 rounded-lg border p-4" data-testid="player-question">
      <div>
        <p className="font-medium">{approval.title}</p>
        {approval.detail ? <p className="text-sm text-muted-foreground">{approval.detail}</p> : null}
        {approval.recordType === "campaign_image" && approval.recordId ? (
          <img
            src={playerImageUrl(approval.recordId)}
            alt="La imagen que se publicaría"
            className="mt-2 max-h-80 w-full rounded-md border bg-muted object-contain"
          />
        ) : null}
        <p className="text-sm">
          {[approval.amount, approval.scheduledFor ? formatDate(approval.scheduledFor) : null]
            .filter(Boolean)
            .join(" · ")}
        </p>
      </div>
      <div className="space-y-1">
        <label htmlFor={commentId} className="text-sm font-medium">
          Comentario (opcional)
        </label>
        <Textarea
          id={commentId}
          value={comment}
          maxLength={1000}
          onChange={(event) => setComment(event.target.value)}
        />
      </div>
      <div className="flex gap-2">
        <Button className="min-h-11 flex-1" disabled={answer.isPending} onClick={() => send("approved")}>
          {answer.isPending ? <Loader2 className="animate-spin" /> : <Check />} Aprobar
        </Button>
        <Button
          variant="outline"
          className="min-h-11 flex-1"
          disabled={answer.isPending}
          onClick={() => send("rejected")}
        >
          <X /> Rechazar
        </Button>
      </div>
    </li>
  );
}

/** What waits for the player's decision, then the history of their answers. */
export function PlayerApprovals() {
  const pending = usePlayerApprovals("pending");
  const decided = usePlayerApprovals("decided");
  return (
    <div className="space-y-8">
      <section className="space-y-3" aria-label="Pendientes">
        <h1 className="text-xl font-bold">Aprobaciones</h1>
        {pending.isPending ? (
          <Skeleton className="h-40 rounded-lg" />
        ) : pending.isError ? (
          <ErrorState message="No se pudieron cargar tus aprobaciones." onRetry={() => void pending.refetch()} />
        ) : pending.data.items.length === 0 ? (
          <EmptyState icon={<Check className="size-6" />}>No tienes nada pendiente de aprobar.</EmptyState>
        ) : (
          <ul className="space-y-3">
            {pending.data.items.map((approval) => (
              <PendingQuestion key={approval.id} approval={approval} />
            ))}
          </ul>
        )}
      </section>
      <section className="space-y-3" aria-label="Historial">
        <h2 className="text-base font-semibold">Historial</h2>
        {decided.isPending ? (
          <Skeleton className="h-20 rounded-lg" />
        ) : decided.isError ? (
          <ErrorState message="No se pudo cargar tu historial." onRetry={() => void decided.refetch()} />
        ) : decided.data.items.length === 0 ? (
          <p className="text-sm text-muted-foreground">Todavía no has respondido a nada.</p>
        ) : (
          <ul className="divide-y rounded-lg border">
            {decided.data.items.map((approval) => (
              <li key={approval.id} className="space-y-1 p-4">
                <div className="flex items-start justify-between gap-2">
                  <p className="font-medium">{approval.title}</p>
                  <ApprovalStatusBadge status={approval.status} />
                </div>
                {approval.comment ? <p className="text-sm">«{approval.comment}»</p> : null}
                {approval.decidedAt ? (
                  <p className="text-xs text-muted-foreground">{formatDateTime(approval.decidedAt)}</p>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
