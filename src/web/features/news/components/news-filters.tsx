import { NEWS_SENTIMENTS, type NewsSentiment } from "@shared/domain/enums";
import { NativeSelect } from "@/components/ui/native-select";

import type { NewsFilter } from "../api/get-news";

type NewsFiltersProps = {
  value: NewsFilter;
  players: { id: string; name: string }[];
  onChange: (filter: NewsFilter) => void;
};

/** By player and by sentiment; "Todos" clears each. */
export function NewsFilters({ value, players, onChange }: NewsFiltersProps) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row">
      <label className="flex flex-col gap-1 text-sm sm:w-64">
        <span className="text-muted-foreground">Jugador</span>
        <NativeSelect
          value={value.playerId ?? ""}
          onChange={(event) => onChange({ ...value, playerId: event.target.value || undefined })}
        >
          <option value="">Todos los jugadores</option>
          {players.map((player) => (
            <option key={player.id} value={player.id}>
              {player.name}
            </option>
          ))}
        </NativeSelect>
      </label>
      <label className="flex flex-col gap-1 text-sm sm:w-48">
        <span className="text-muted-foreground">Sentimiento</span>
        <NativeSelect
          value={value.sentiment ?? ""}
          onChange={(event) =>
            onChange({ ...value, sentiment: (event.target.value || undefined) as NewsSentiment | undefined })
          }
        >
          <option value="">Todos</option>
          {NEWS_SENTIMENTS.map((sentiment) => (
            <option key={sentiment} value={sentiment}>
              {sentiment}
            </option>
          ))}
        </NativeSelect>
      </label>
    </div>
  );
}
