import { ActivityList } from "@/features/activity/components/activity-list";

import { usePlayerOverviewContext } from "./player-layout";

export function PlayerHistoryRoute() {
  const { player } = usePlayerOverviewContext();
  return (
    <section className="space-y-2" aria-labelledby="player-history">
      <h2 id="player-history" className="text-lg font-semibold">
        Historial
      </h2>
      <ActivityList filter={{ entityType: "player", entityId: player.id }} />
    </section>
  );
}
