import { ChatPanel } from "@/features/assistant/components/chat-panel";
import { usePlayerHome } from "@/features/player-app/api/player-app";

import { useDocumentTitle } from "../document-title";

/** /app/asistente: the assistant in "Modo Jugador", about the signed-in player's own data (the server holds it to them). */
export function PlayerAppChatRoute() {
  useDocumentTitle("Asistente");
  const player = usePlayerHome().data?.player;
  return (
    <div className="space-y-3">
      <h1 className="text-xl font-bold">Asistente</h1>
      <ChatPanel
        autoFocus={false}
        role="player"
        playerIds={player ? [player.id] : []}
        about={player?.name}
        className="h-[calc(100svh-15rem)] min-h-96 rounded-xl border"
      />
    </div>
  );
}
