import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";

import type { PlayerSort } from "@shared/domain/list-sorts";
import type { PlayersPage } from "@shared/schemas/player";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export const PLAYERS_PAGE_SIZE = 24;

type PlayersFilter = { q?: string; sort?: PlayerSort };

export function getPlayers({ q, sort, cursor }: PlayersFilter & { cursor?: string }): Promise<PlayersPage> {
  const params = new URLSearchParams({ limit: String(PLAYERS_PAGE_SIZE) });
  if (q) params.set("q", q);
  if (sort && sort !== "name") params.set("sort", sort);
  if (cursor) params.set("cursor", cursor);
  return api.get(`/players?${params}`);
}

export const getPlayersQueryOptions = (q = "", sort: PlayerSort = "name") =>
  infiniteQueryOptions({
    queryKey: queryKeys.players.list({ q, sort }),
    queryFn: ({ pageParam }) => getPlayers({ q, sort, cursor: pageParam }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

export const usePlayers = (q: string, sort: PlayerSort = "name") => useInfiniteQuery(getPlayersQueryOptions(q, sort));
