import { useState } from "react";
import { useSearchParams } from "react-router";

import { PageHeader } from "@/components/page-header";
import { RecordSelect } from "@/components/record-select";
import { Label } from "@/components/ui/label";
import { PlayerApp } from "@/features/approvals/components/player-app";
import { PlayerAssistant } from "@/features/assistant/components/player-assistant";
import { PLAYER_SEARCH } from "@/lib/name-options";
import { usePlayerOptions } from "@/lib/player-options";

export function ApprovalsRoute() {
  const players = usePlayerOptions();
  // The chosen option's name: a player found by the picker's search is not among the first names it was given.
  const [picked, setPlayer] = useState<{ id: string; name: string } | null | undefined>();
  // "?jugador=<id>" (a player's answer in the bell) opens on that player until the agent picks another.
  const [params] = useSearchParams();
  const linked = players.data?.find((option) => option.id === params.get("jugador"));
  const player = picked === undefined ? linked : (picked ?? undefined);

  return (
    <div className="space-y-6">
      <PageHeader
        title="Aprobaciones"
        description="La app de tus jugadores: aprueban o rechazan lo que les propone la agencia"
      />
      <div className="grid gap-1.5 sm:max-w-xs">
        <Label htmlFor="approvals-player">Jugador</Label>
        <RecordSelect
          id="approvals-player"
          records={players.data ?? []}
          placeholder="Todos los jugadores"
          search={PLAYER_SEARCH}
          value={player?.id ?? ""}
          onChange={(event) => {
            const chosen = event.target.selectedOptions[0];
            setPlayer(event.target.value && chosen ? { id: event.target.value, name: chosen.text } : null);
          }}
        />
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
