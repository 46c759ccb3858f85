// Pipeline hygiene: deals that stopped moving, and why the lost ones were lost.

/** Days without a change after which an open deal is "Sin movimiento". */
export const STALE_AFTER_DAYS = 30;
/** The stages where a deal is still being won. */
export const OPEN_STAGES = ["Prospect", "Negociación"] as const;

export const LOST_REASONS = [
  "Presupuesto",
  "Conflicto de exclusividad",
  "Decisión de la marca",
  "Decisión del jugador",
  "Otro",
] as const;
export type LostReason = (typeof LOST_REASONS)[number];

const DAY_MS = 86_400_000;

/** Whole days since the deal last changed, when it is open and has not moved for 30 days or more; else null. */
export function staleDays(deal: { stage: string; updatedAt: string }, now: Date): number | null {
  if (!(OPEN_STAGES as readonly string[]).includes(deal.stage)) return null;
  const days = Math.floor((now.getTime() - new Date(deal.updatedAt).getTime()) / DAY_MS);
  return days >= STALE_AFTER_DAYS ? days : null;
}

/** "Sin movimiento · 42 días" */
export const staleLabel = (days: number) => `Sin movimiento · ${days} ${days === 1 ? "día" : "días"}`;
