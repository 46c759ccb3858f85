import { Handshake } from "lucide-react";

import type { PlayerDeal } from "@shared/schemas/player-app";
import { EmptyState } from "@/components/empty-state";
import { DealStageBadge } from "@/components/status-badges";
import { Badge } from "@/components/ui/badge";
import { formatDate } from "@/lib/format";

import { usePlayerDeals } from "../api/player-app";
import { PlayerScreen } from "./player-section";
import { YourAnswerBadge } from "./your-answer-badge";

function period(deal: PlayerDeal): string | null {
  if (deal.startDate && deal.renewDate) return `Del ${formatDate(deal.startDate)} al ${formatDate(deal.renewDate)}`;
  if (deal.startDate) return `Desde el ${formatDate(deal.startDate)}`;
  if (deal.renewDate) return `Hasta el ${formatDate(deal.renewDate)}`;
  return null;
}

function DealItem({ deal }: { deal: PlayerDeal }) {
  const dates = period(deal);
  return (
    <li className="space-y-2 rounded-lg border p-4">
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-medium break-words">{deal.brandName}</p>
          <p className="text-sm text-muted-foreground">
            {deal.type} · {deal.brandSector}
          </p>
        </div>
        <DealStageBadge stage={deal.stage} />
      </div>
      <p className="text-lg font-semibold tabular-nums">{deal.fee || "Importe por acordar"}</p>
      {deal.deliverables.length > 0 ? (
        <p className="text-sm">
          <span className="text-muted-foreground">Entregables:</span> {deal.deliverables.join(", ")}
        </p>
      ) : null}
      {dates ? <p className="text-sm text-muted-foreground">{dates}</p> : null}
      <div className="flex flex-wrap gap-1.5">
        {deal.exclusive ? <Badge tone="outline">Exclusiva</Badge> : null}
        <YourAnswerBadge approval={deal.playerApproval} />
      </div>
    </li>
  );
}

/** Patrocinios: the player's deals, each with its terms and where it stands. */
export function PlayerDealsView() {
  const deals = usePlayerDeals();
  return (
    <PlayerScreen title="Patrocinios" query={deals} failure="No se pudieron cargar tus patrocinios.">
      {({ items }) =>
        items.length === 0 ? (
          <EmptyState icon={<Handshake className="size-6" />}>Todavía no tienes patrocinios.</EmptyState>
        ) : (
          <ul className="space-y-3">
            {items.map((deal) => (
              <DealItem key={deal.id} deal={deal} />
            ))}
          </ul>
        )
      }
    </PlayerScreen>
  );
}
