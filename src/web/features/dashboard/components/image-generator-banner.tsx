import { Sparkles } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";

import { Button } from "@/components/ui/button";
import { NativeSelect } from "@/components/ui/native-select";
import { paths } from "@/config/paths";
import { usePlayerOptions } from "@/lib/player-options";

/**
 * Drawn at once, before the dashboard's data arrives (it is the page's largest text); its action waits for the data.
 * The campaign is for the player the agent picks, the first one (SPEC) until they pick another.
 */
export function ImageGeneratorBanner({
  firstPlayerId,
  loading = false,
}: {
  firstPlayerId: string | undefined;
  loading?: boolean;
}) {
  const players = usePlayerOptions();
  const [chosen, setChosen] = useState("");
  const playerId = chosen || firstPlayerId;
  return (
    <section className="relative overflow-hidden rounded-xl bg-sidebar p-6 text-sidebar-foreground shadow-sm">
      {/* A radial gradient rather than a blurred circle: the same glow without a blur filter to rasterise. */}
      <div
        className="absolute -top-16 -right-16 size-56 rounded-full bg-[radial-gradient(circle,color-mix(in_oklab,var(--sidebar-primary)_28%,transparent)_0%,transparent_70%)]"
        aria-hidden="true"
      />
      <div className="relative flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-start gap-3">
          <div className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-sidebar-primary text-sidebar-primary-foreground">
            <Sparkles className="size-5" />
          </div>
          <div>
            <h2 className="font-semibold text-white">Generador de Imágenes con IA</h2>
            <p className="text-sm text-sidebar-muted">Crea imágenes de campaña para tus jugadores en segundos.</p>
          </div>
        </div>
        {loading ? (
          <Button variant="accent" disabled>
            Crear campaña
          </Button>
        ) : playerId ? (
          <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
            <label htmlFor="campaign-player" className="sr-only">
              Jugador de la campaña
            </label>
            <NativeSelect
              id="campaign-player"
              className="bg-white text-foreground sm:w-56"
              value={playerId}
              onChange={(event) => setChosen(event.target.value)}
            >
              {(players.data ?? []).map((player) => (
                <option key={player.id} value={player.id}>
                  {player.name}
                </option>
              ))}
            </NativeSelect>
            <Button asChild variant="accent">
              <Link to={paths.playerMedialab(playerId)}>Crear campaña</Link>
            </Button>
          </div>
        ) : (
          <p className="text-sm text-sidebar-muted">Añade un jugador para crear su primera campaña.</p>
        )}
      </div>
    </section>
  );
}
