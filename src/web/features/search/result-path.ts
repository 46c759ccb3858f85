import type { SearchResult } from "@shared/schemas/search";
import { paths } from "@/config/paths";
import { OPEN_PARAM } from "@/hooks/use-open-from-url";

/** Where a search result opens: its own page, the screen that shows it, or that screen with its form open. */
export function resultPath(result: SearchResult): string {
  const player = result.playerId ?? "";
  switch (result.kind) {
    case "player":
      return paths.player(result.id);
    case "brand":
      return `${paths.brands}?${OPEN_PARAM}=${result.id}`;
    case "deal":
      return `${paths.deals}?${OPEN_PARAM}=${result.id}`;
    case "event":
      return result.date ? `${paths.calendar}?fecha=${result.date}` : paths.calendar;
    case "news":
      return player ? `${paths.news}?jugador=${player}` : paths.news;
    case "document":
      return `${paths.documents}?${OPEN_PARAM}=${result.id}`;
    case "okr":
      return `${paths.okrs}?${OPEN_PARAM}=${result.id}`;
    case "mandate":
      return paths.playerTab(player, "mandate");
    case "club":
      return paths.club(result.id);
    case "contact":
      return result.owner?.kind === "brand" ? paths.brand(result.owner.id) : paths.club(result.owner?.id ?? "");
    case "operation":
      return paths.operation(result.id);
  }
}
