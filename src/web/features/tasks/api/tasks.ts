import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

import type { Page } from "@shared/schemas/common";
import type { CreateTaskInput, Task, TaskRecordType, TaskState, UpdateTaskInput } from "@shared/schemas/task";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** Which tasks a list shows: by state, about one record, or about one player and their records. */
export type TaskFilter = {
  state?: TaskState;
  recordType?: TaskRecordType;
  recordId?: string;
  playerId?: string;
  /** "Mis tareas": those given to this member. */
  assigneeId?: string;
};

const PAGE_SIZE = 50;

export const useTasks = (filter: TaskFilter) =>
  useInfiniteQuery({
    queryKey: queryKeys.tasks.list(filter),
    queryFn: ({ pageParam }) => {
      const params = new URLSearchParams({ limit: String(PAGE_SIZE) });
      for (const [key, value] of Object.entries(filter)) if (value) params.set(key, value);
      if (pageParam) params.set("cursor", pageParam);
      return api.get<Page<Task>>(`/tasks?${params}`);
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

/** Late and today's open tasks: the dashboard's "Pendiente hoy". */
export const useDueTasks = () =>
  useQuery({ queryKey: queryKeys.tasks.due, queryFn: () => api.get<{ overdue: number; today: number }>("/tasks/due") });

function useTaskMutation<Input, Result>(mutationFn: (input: Input) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.tasks.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.activity.all }),
      ]),
  });
}

export const useCreateTask = () => useTaskMutation((input: CreateTaskInput) => api.post<Task>("/tasks", input));

export const useUpdateTask = () =>
  useTaskMutation(({ id, input, version }: { id: string; input: UpdateTaskInput; version?: number }) =>
    api.patch<Task>(`/tasks/${id}`, input, { version }),
  );

export const useDeleteTask = () =>
  useTaskMutation((task: Task) => api.delete(`/tasks/${task.id}`, { version: task.version }));
