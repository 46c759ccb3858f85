import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CalendarEvent, UpdateEventInput } from "@shared/schemas/event";
import { api } from "@/lib/api-client";
import { invalidateEventViews } from "./invalidate";

export const updateEvent = ({ id, input }: { id: string; input: UpdateEventInput }) => api.patch<CalendarEvent>(`/events/${id}`, input);

export function useUpdateEvent() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateEvent, onSuccess: () => invalidateEventViews(queryClient) });
}
