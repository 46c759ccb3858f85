import { ActivityList } from "@/features/activity/components/activity-list";

import { usePlayerOverviewContext } from "./player-layout";

export function PlayerHistoryRoute() {
  const { player } = usePlayerOverviewContext();
  return (
    <section className="space-y-2" aria-labelledby="player-history">
      <h2 id="player-history" className="text-lg font-semibold">
        Historial
      </h2>
      <p className="text-sm text-muted-foreground">
        Los cambios de {player.name} y de todo lo suyo: patrocinios, eventos, mandatos, comisiones, documentos...
      </p>
      <ActivityList filter={{ playerId: player.id }} />
    </section>
  );
}
