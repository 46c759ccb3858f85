import { SIGNATURE_STATUS_LABELS, type SignatureStatus } from "@shared/domain/signatures";
import { Badge } from "@/components/ui/badge";

// Here rather than with the other status badges: those load with the dashboard, and no signature shows there.
const SIGNATURE_STATUS_TONES = {
  borrador: "muted",
  enviada: "warning",
  firmada: "success",
  rechazada: "destructive",
  caducada: "muted",
} as const;

export function SignatureStatusBadge({ status }: { status: SignatureStatus }) {
  return <Badge tone={SIGNATURE_STATUS_TONES[status]}>{SIGNATURE_STATUS_LABELS[status]}</Badge>;
}
