import { useQuery } from "@tanstack/react-query";
import { useMatch } from "react-router";

import { AssistantLauncher } from "@/features/assistant/components/assistant-launcher";
import { getPlayerOverviewQueryOptions } from "@/features/players/api/get-player-overview";

/** The assistant about the player whose page is open (name from the page's own data, never fetched again). */
export function AssistantForPage() {
  const playerId = useMatch("/players/:playerId/*")?.params.playerId;
  const player = useQuery({ ...getPlayerOverviewQueryOptions(playerId ?? ""), enabled: false });
  return <AssistantLauncher playerId={playerId} playerName={playerId ? player.data?.player.name : undefined} />;
}
