import { MutationCache, QueryClient } from "@tanstack/react-query";

import { queryKeys } from "@/lib/query-keys";

import { ApiError } from "./api-client";

const MAX_RETRY_DELAY_MS = 30_000;

function isClientError(error: unknown) {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}

export function createQueryClient() {
  const client: QueryClient = new QueryClient({
    // Alerts are computed from the data and every saved change joins the history: any save may change both.
    // Not awaited: a save is done when it is saved, not when the bell has been refreshed.
    mutationCache: new MutationCache({
      onSuccess: () => {
        void client.invalidateQueries({ queryKey: queryKeys.alerts.all });
        void client.invalidateQueries({ queryKey: queryKeys.activity.all });
      },
    }),
    defaultOptions: {
      queries: {
        gcTime: 5 * 60 * 1000,
        staleTime: 30 * 1000,
        // A 4xx answer will not change by asking again; network and server errors may.
        retry: (failureCount, error) => !isClientError(error) && failureCount < 3,
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, MAX_RETRY_DELAY_MS),
      },
      mutations: { retry: 0 },
    },
  });
  return client;
}

/** The app's one cache, shared by the providers and the route loaders that start a page's requests early. */
export const queryClient = createQueryClient();
