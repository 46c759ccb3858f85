import { useMutation, useQueryClient } from "@tanstack/react-query";

import { api } from "@/lib/api-client";

import { invalidateEventViews } from "./invalidate";

export const deleteEvent = (id: string) => api.delete(`/events/${id}`);

export function useDeleteEvent() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteEvent, onSuccess: () => invalidateEventViews(queryClient) });
}
