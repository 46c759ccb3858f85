import { CalendarClock, Handshake, Wallet } from "lucide-react";

import type { PlayerOverview } from "@shared/schemas/player-overview";
import { Card } from "@/components/ui/card";
import { cn } from "@/lib/utils";

const COLUMNS: Record<number, string> = { 1: "grid-cols-1", 2: "grid-cols-2", 3: "grid-cols-3" };

/** The player's counts of what the member's role reads; a count the server left out has no card. */
export function PlayerSummaryCards({ summary }: { summary: PlayerOverview["summary"] }) {
  const { deals, investments, upcomingEvents } = summary;
  const cards = [
    deals && {
      title: "Patrocinios",
      icon: Handshake,
      value: deals.total,
      detail: `${deals.active} ${deals.active === 1 ? "activo" : "activos"}`,
    },
    investments && {
      title: "Inversiones",
      icon: Wallet,
      value: investments.total,
      detail: `${investments.active} ${investments.active === 1 ? "activa" : "activas"}`,
    },
    upcomingEvents && {
      title: "Próximos eventos",
      icon: CalendarClock,
      value: upcomingEvents.total,
      detail: `${upcomingEvents.thisMonth} este mes`,
    },
  ].filter((card) => card !== null);
  if (cards.length === 0) return null;
  return (
    <div className={cn("grid gap-2 sm:gap-4", COLUMNS[cards.length])}>
      {cards.map((card) => (
        <Card key={card.title} className="gap-1 p-3 sm:gap-2 sm:p-5" data-testid="summary-card">
          <div className="flex items-center justify-between text-xs text-muted-foreground sm:text-sm">
            <h2>{card.title}</h2>
            <card.icon className="hidden size-4 sm:block" />
          </div>
          <p className="text-xl font-bold sm:text-2xl">{card.value}</p>
          <p className="text-xs text-muted-foreground">{card.detail}</p>
        </Card>
      ))}
    </div>
  );
}
