import { PlayerDealsView } from "@/features/player-app/components/player-deals";

import { useDocumentTitle } from "../document-title";

/** /app/patrocinios: the player's sponsorships and where each stands. */
export function PlayerAppDealsRoute() {
  useDocumentTitle("Patrocinios");
  return <PlayerDealsView />;
}
