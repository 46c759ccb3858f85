import { useState } from "react";

import { PageHeader } from "@/components/page-header";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { PlayerApp } from "@/features/approvals/components/player-app";
import { PlayerAssistant } from "@/features/assistant/components/player-assistant";
import { usePlayerOptions } from "@/lib/player-options";

export function ApprovalsRoute() {
  const players = usePlayerOptions();
  const [playerId, setPlayerId] = useState("");
  const player = players.data?.find((option) => option.id === playerId);

  return (
    <div className="space-y-6">
      <PageHeader
        title="Aprobaciones"
        description="La app de tus jugadores: aprueban o rechazan lo que les propone la agencia"
      />
      <div className="grid gap-1.5 sm:max-w-xs">
        <Label htmlFor="approvals-player">Jugador</Label>
        <NativeSelect id="approvals-player" value={playerId} onChange={(event) => setPlayerId(event.target.value)}>
          <option value="">Todos los jugadores</option>
          {players.data?.map((option) => (
            <option key={option.id} value={option.id}>
              {option.name}
            </option>
          ))}
        </NativeSelect>
        {players.isError ? <p className="text-sm text-destructive">No se pudieron cargar los jugadores.</p> : null}
      </div>
      <div className="grid items-start gap-6 xl:grid-cols-[auto_minmax(0,1fr)]">
        <PlayerApp playerId={player?.id} playerName={player?.name} />
        <section aria-label="Asistente del jugador" className="min-w-0">
          <PlayerAssistant player={player} />
        </section>
      </div>
    </div>
  );
}
