import { PlayerAgendaView } from "@/features/player-app/components/player-agenda";

import { useDocumentTitle } from "../document-title";

/** /app/agenda: the player's events. */
export function PlayerAppAgendaRoute() {
  useDocumentTitle("Agenda");
  return <PlayerAgendaView />;
}
