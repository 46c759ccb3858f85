import { ChatPanel } from "./chat-panel";

/** The assistant in player mode for one player: it speaks to them about their own data only. */
export function PlayerAssistant({ player }: { player: { id: string; name: string } | undefined }) {
  if (!player) {
    return (
      <p className="rounded-xl border border-dashed p-6 text-center text-sm text-muted-foreground">
        Elige un jugador para hablar con el asistente en su nombre.
      </p>
    );
  }
  return (
    <ChatPanel
      key={player.id}
      autoFocus={false}
      role="player"
      playerIds={[player.id]}
      about={player.name}
      className="h-[600px] max-h-[75svh] rounded-xl border"
    />
  );
}
