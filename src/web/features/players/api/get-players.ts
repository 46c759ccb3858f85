import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import type { Page } from "@shared/schemas/common";
import type { Player } from "@shared/schemas/player";
import { api } from "@/lib/api-client";

export const PLAYERS_PAGE_SIZE = 24;

export function getPlayers({ q, cursor }: { q?: string; cursor?: string }): Promise<Page<Player>> {
  const params = new URLSearchParams({ limit: String(PLAYERS_PAGE_SIZE) });
  if (q) params.set("q", q);
  if (cursor) params.set("cursor", cursor);
  return api.get(`/players?${params}`);
}

export const getPlayersQueryOptions = (q = "") =>
  infiniteQueryOptions({
    queryKey: ["players", "list", { q }],
    queryFn: ({ pageParam }) => getPlayers({ q, cursor: pageParam }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

export const usePlayers = (q: string) => useInfiniteQuery(getPlayersQueryOptions(q));
