import { COMMISSION_STATE_LABELS, commissionStateOf } from "@shared/domain/commissions";
import { contractRadar, type ContractRadar } from "@shared/domain/contract-radar";
import { documentStatusBadge } from "@shared/domain/documents";
import {
  OKR_STATUS_LABELS,
  type ApprovalStatus,
  type DealStage,
  type EventStatus,
  type InvestmentRisk,
  type InvestmentStatus,
  type OkrStatus,
} from "@shared/domain/enums";
import type { MandateStatus } from "@shared/domain/mandate-rules";
import type { OfferState, OperationStage } from "@shared/domain/operations";
import { EXPIRY_BADGES, type ExpiryState } from "@shared/domain/papers";
import { dealStageTone } from "@shared/domain/stages";
import { Badge } from "@/components/ui/badge";
import { capitalize, formatDate } from "@/lib/format";

/** Where a paper with an expiry stands: vigente, por caducar, caducado. */
export function ExpiryBadge({ state }: { state: ExpiryState }) {
  const { label, tone } = EXPIRY_BADGES[state];
  return <Badge tone={tone}>{label}</Badge>;
}

export function DealStageBadge({ stage }: { stage: DealStage }) {
  return <Badge tone={dealStageTone(stage)}>{stage}</Badge>;
}

const OPERATION_STAGE_TONES: Record<OperationStage, "muted" | "secondary" | "warning" | "success" | "destructive"> = {
  Sondeo: "muted",
  Oferta: "secondary",
  Negociación: "warning",
  Acuerdo: "warning",
  Firmada: "success",
  Caída: "destructive",
};

export function OperationStageBadge({ stage }: { stage: OperationStage }) {
  return <Badge tone={OPERATION_STAGE_TONES[stage]}>{stage}</Badge>;
}

const OFFER_STATE_TONES: Record<OfferState, "warning" | "success" | "destructive" | "secondary" | "muted"> = {
  pendiente: "warning",
  aceptada: "success",
  rechazada: "destructive",
  contraoferta: "secondary",
  cerrada: "muted",
};

export function OfferStateBadge({ state }: { state: OfferState }) {
  return <Badge tone={OFFER_STATE_TONES[state]}>{capitalize(state)}</Badge>;
}

export function EventStatusBadge({ status }: { status: EventStatus }) {
  const tone =
    status === "confirmado" ? "success" : status === "cancelado" || status === "rechazado" ? "destructive" : "warning";
  return <Badge tone={tone}>{capitalize(status)}</Badge>;
}

export function InvestmentStatusBadge({ status }: { status: InvestmentStatus }) {
  const tone = status === "activa" ? "success" : status === "cerrada" ? "muted" : "warning";
  return <Badge tone={tone}>{capitalize(status)}</Badge>;
}

export function RiskBadge({ risk }: { risk: InvestmentRisk }) {
  const tone = risk === "bajo" ? "success" : risk === "alto" ? "destructive" : "warning";
  return <Badge tone={tone}>Riesgo {risk}</Badge>;
}

export function DocumentStatusBadge({ status }: { status: string }) {
  const badge = documentStatusBadge(status);
  return <Badge tone={badge.tone}>{badge.label}</Badge>;
}

const OKR_STATUS_TONES = { draft: "muted", active: "default", completed: "success", cancelled: "destructive" } as const;

export function OkrStatusBadge({ status }: { status: OkrStatus }) {
  return <Badge tone={OKR_STATUS_TONES[status]}>{OKR_STATUS_LABELS[status]}</Badge>;
}

const APPROVAL_STATUS_BADGES = {
  pending: { tone: "warning", label: "Pendiente" },
  approved: { tone: "success", label: "Aprobado" },
  rejected: { tone: "destructive", label: "Rechazado" },
} as const;

export function ApprovalStatusBadge({ status }: { status: ApprovalStatus }) {
  const badge = APPROVAL_STATUS_BADGES[status];
  return <Badge tone={badge.tone}>{badge.label}</Badge>;
}

const MANDATE_STATUS_TONES = { Vigente: "success", "Por vencer": "warning", Vencido: "muted" } as const;

export function MandateStatusBadge({ status }: { status: MandateStatus }) {
  return <Badge tone={MANDATE_STATUS_TONES[status]}>{status}</Badge>;
}

const RADAR_TONES: Record<ContractRadar, "destructive" | "warning"> = {
  "Libre para negociar": "destructive",
  "Último año": "warning",
};

/** The club contract's clock: nothing while more than a year is left. */
export function ContractRadarBadge({
  contractUntil,
  today,
  className,
}: {
  contractUntil: string | null;
  today: string;
  className?: string;
}) {
  const radar = contractRadar(contractUntil, today);
  return radar ? (
    <Badge tone={RADAR_TONES[radar]} className={className}>
      {radar}
    </Badge>
  ) : null;
}

const COMMISSION_STATE_TONES = {
  received: "success",
  archived: "muted",
  overdue: "destructive",
  partial: "warning",
  pending: "muted",
} as const;

/** An instalment of the agency's commission: received (with its date), archived, overdue, partly paid or to come. */
export function CommissionStatusBadge({ commission }: { commission: Parameters<typeof commissionStateOf>[0] }) {
  const state = commissionStateOf(commission);
  const label =
    state === "received" && commission.receivedAt
      ? `Cobrada el ${formatDate(commission.receivedAt)}`
      : COMMISSION_STATE_LABELS[state];
  return <Badge tone={COMMISSION_STATE_TONES[state]}>{label}</Badge>;
}
