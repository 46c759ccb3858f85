import type { PlayerApproval } from "@shared/schemas/approval";
import { Badge } from "@/components/ui/badge";

/** The player's own answer about a record, in their words: waiting for them, approved or rejected by them. */
export function YourAnswerBadge({ approval }: { approval: PlayerApproval | null }) {
  if (!approval) return null;
  if (approval.status === "pending") return <Badge tone="warning">Esperando tu respuesta</Badge>;
  return approval.status === "approved" ? (
    <Badge tone="success">Aprobado por ti</Badge>
  ) : (
    <Badge tone="destructive">Rechazado por ti</Badge>
  );
}
