import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

type Feed = { url: string };

export const getCalendarFeedQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.calendarFeed,
    queryFn: () => api.get<Feed>("/calendar/feed"),
    staleTime: Infinity,
  });

export const useCalendarFeed = () => useQuery(getCalendarFeedQueryOptions());

/** A new feed address; the old one stops working at once. */
export function useRotateCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<Feed>("/calendar/feed/rotate"),
    onSuccess: (feed) => queryClient.setQueryData(getCalendarFeedQueryOptions().queryKey, feed),
  });
}
