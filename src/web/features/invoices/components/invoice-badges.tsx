import { INVOICE_STATE_LABELS, type InvoiceState } from "@shared/domain/invoices";
import type { RecordState } from "@shared/schemas/invoice";
import { Badge } from "@/components/ui/badge";

// Beside the other status badges in spirit, but here: only the invoice screens load the invoices' labels.
const INVOICE_STATE_TONES: Record<InvoiceState, "muted" | "secondary" | "warning" | "success" | "destructive"> = {
  borrador: "muted",
  emitida: "secondary",
  parcial: "warning",
  cobrada: "success",
  vencida: "destructive",
  anulada: "muted",
};

export function InvoiceStateBadge({ state }: { state: InvoiceState }) {
  return <Badge tone={INVOICE_STATE_TONES[state]}>{INVOICE_STATE_LABELS[state]}</Badge>;
}

const RECORD_STATE_LABELS: Record<RecordState, string> = {
  pendiente: "Pendiente de envío",
  aceptado: "Aceptado por la AEAT",
  aceptado_con_errores: "Aceptado con errores",
  rechazado: "Rechazado por la AEAT",
};
const RECORD_STATE_TONES: Record<RecordState, "muted" | "warning" | "success" | "destructive"> = {
  pendiente: "muted",
  aceptado: "success",
  aceptado_con_errores: "warning",
  rechazado: "destructive",
};

export function RecordStateBadge({ state }: { state: RecordState }) {
  return <Badge tone={RECORD_STATE_TONES[state]}>{RECORD_STATE_LABELS[state]}</Badge>;
}
