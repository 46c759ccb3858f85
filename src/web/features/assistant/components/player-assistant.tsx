import { useState } from "react";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { usePlayerOptions } from "@/features/players/api/get-player-options";
import { ChatPanel } from "./chat-panel";

/** The assistant in player mode, for the player chosen here: it speaks to them about their own data only. */
export function PlayerAssistant() {
  const players = usePlayerOptions();
  const [chosen, setChosen] = useState("");
  const playerId = chosen || players.data?.[0]?.id || "";
  const player = players.data?.find((option) => option.id === playerId);

  return (
    <div className="space-y-3">
      <div className="grid gap-1.5 sm:max-w-xs">
        <Label htmlFor="assistant-player">Jugador</Label>
        <NativeSelect id="assistant-player" value={playerId} onChange={(event) => setChosen(event.target.value)} disabled={!players.data?.length}>
          {players.isPending ? <option value="">Cargando jugadores...</option> : null}
          {players.data?.length === 0 ? <option value="">No hay jugadores</option> : null}
          {players.data?.map((option) => (
            <option key={option.id} value={option.id}>
              {option.name}
            </option>
          ))}
        </NativeSelect>
      </div>
      {players.isError ? <p className="text-sm text-destructive">No se pudieron cargar los jugadores.</p> : null}
      {player ? <ChatPanel key={player.id} autoFocus={false} role="player" playerIds={[player.id]} about={player.name} className="h-[600px] max-h-[75svh] rounded-xl border" /> : null}
    </div>
  );
}
