import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from "@tanstack/react-query";

import type { Page } from "@shared/schemas/common";
import type { CalendarEvent } from "@shared/schemas/event";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export const EVENTS_PAGE_SIZE = 50;

/** Every event, date ascending, a page at a time. */
export const getEventsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: queryKeys.events.lists,
    queryFn: ({ pageParam }) =>
      api.get<Page<CalendarEvent>>(`/events?limit=${EVENTS_PAGE_SIZE}${pageParam ? `&cursor=${pageParam}` : ""}`),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

export const useEvents = () => useInfiniteQuery(getEventsQueryOptions());

/** The events between two days (a month on the calendar), at most 200 (the API's largest page). */
export const getEventsBetweenQueryOptions = (from: string, to: string) =>
  queryOptions({
    queryKey: queryKeys.events.between({ from, to }),
    queryFn: () => api.get<Page<CalendarEvent>>(`/events?from=${from}&to=${to}&limit=200`),
    select: (page) => page.items,
  });

export const useEventsBetween = (from: string, to: string) => useQuery(getEventsBetweenQueryOptions(from, to));

export const getEventCountQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.events.count,
    queryFn: () => api.get<{ total: number; upcoming: number }>("/events/count"),
  });

export const useEventCount = () => useQuery(getEventCountQueryOptions());

/** The events of a week or a month for the agenda, in date and time order, a page at a time (a busy month has many). */
export const useEventsInRange = (from: string, to: string) =>
  useInfiniteQuery({
    queryKey: [...queryKeys.events.between({ from, to }), "pages"],
    queryFn: ({ pageParam }) =>
      api.get<Page<CalendarEvent>>(
        `/events?from=${from}&to=${to}&limit=${EVENTS_PAGE_SIZE}${pageParam ? `&cursor=${pageParam}` : ""}`,
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
