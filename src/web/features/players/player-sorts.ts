import { PLAYER_SORTS, type PlayerSort } from "@shared/domain/list-sorts";

/** How the players list can be ordered, as the sort menu names it (the figures highest first). */
export const PLAYER_SORT_LABELS: Record<PlayerSort, string> = {
  name: "Nombre",
  marketValue: "Valor de mercado",
  followers: "Seguidores",
  engagement: "Engagement",
};

/** The sort named in the address (?orden=), the name when it names none or an unknown one. */
export const playerSortFrom = (value: string | null): PlayerSort =>
  PLAYER_SORTS.find((sort) => sort === value) ?? "name";
