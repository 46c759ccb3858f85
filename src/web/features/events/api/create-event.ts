import { useMutation, useQueryClient } from "@tanstack/react-query";

import type { CalendarEvent, CreateEventInput } from "@shared/schemas/event";
import { api } from "@/lib/api-client";

import { invalidateEventViews } from "./invalidate";

export const createEvent = (input: CreateEventInput) => api.post<CalendarEvent>("/events", input);

export function useCreateEvent() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createEvent, onSuccess: () => invalidateEventViews(queryClient) });
}
