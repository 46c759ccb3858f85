import { CalendarClock, Handshake, Wallet } from "lucide-react";

import type { PlayerOverview } from "@shared/schemas/player-overview";
import { Card } from "@/components/ui/card";

export function PlayerSummaryCards({ summary }: { summary: PlayerOverview["summary"] }) {
  const cards = [
    {
      title: "Patrocinios",
      icon: Handshake,
      value: summary.deals.total,
      detail: `${summary.deals.active} ${summary.deals.active === 1 ? "activo" : "activos"}`,
    },
    {
      title: "Inversiones",
      icon: Wallet,
      value: summary.investments.total,
      detail: `${summary.investments.active} ${summary.investments.active === 1 ? "activa" : "activas"}`,
    },
    {
      title: "Próximos eventos",
      icon: CalendarClock,
      value: summary.upcomingEvents.total,
      detail: `${summary.upcomingEvents.thisMonth} este mes`,
    },
  ];
  return (
    <div className="grid grid-cols-3 gap-2 sm:gap-4">
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
