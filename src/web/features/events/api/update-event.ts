import { useMutation, useQueryClient } from "@tanstack/react-query";

import type { CalendarEvent, UpdateEventInput } from "@shared/schemas/event";
import { api } from "@/lib/api-client";

import { invalidateEventViews } from "./invalidate";

export const updateEvent = ({ id, input, version }: { id: string; input: UpdateEventInput; version?: number }) =>
  api.patch<CalendarEvent>(`/events/${id}`, input, { version });

export function useUpdateEvent() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateEvent, onSuccess: () => invalidateEventViews(queryClient) });
}
