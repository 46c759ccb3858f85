import type { ApprovalCounts } from "@shared/schemas/approval";
import { cn } from "@/lib/utils";

const COUNTERS = [
  { status: "pending", label: "Pendientes", tone: "text-[oklch(0.45_0.11_70)]" },
  { status: "approved", label: "Aprobados", tone: "text-[oklch(0.42_0.12_155)]" },
  { status: "rejected", label: "Rechazados", tone: "text-[oklch(0.48_0.19_27)]" },
] as const;

export function ApprovalCounters({ counts }: { counts: ApprovalCounts | undefined }) {
  return (
    <dl className="grid grid-cols-3 gap-2">
      {COUNTERS.map(({ status, label, tone }) => (
        <div key={status} className="rounded-lg border bg-card p-3 text-center" data-testid={`approvals-${status}`}>
          <dt className="text-xs text-muted-foreground">{label}</dt>
          <dd className={cn("text-2xl font-bold tabular-nums", tone)}>{counts ? counts[status] : "–"}</dd>
        </div>
      ))}
    </dl>
  );
}
