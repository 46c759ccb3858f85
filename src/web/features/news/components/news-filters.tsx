import { NEWS_SENTIMENTS, type NewsSentiment } from "@shared/domain/enums";
import { RecordSelect } from "@/components/record-select";
import { NativeSelect } from "@/components/ui/native-select";
import { PLAYER_SEARCH } from "@/lib/name-options";

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
      <div className="flex flex-col gap-1 text-sm sm:w-64">
        <label htmlFor="news-filter-player" className="text-muted-foreground">
          Jugador
        </label>
        <RecordSelect
          id="news-filter-player"
          records={players}
          placeholder="Todos los jugadores"
          search={PLAYER_SEARCH}
          value={value.playerId ?? ""}
          onChange={(event) => onChange({ ...value, playerId: event.target.value || undefined })}
        />
      </div>
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
