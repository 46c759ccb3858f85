import { afterEach, expect, it, vi } from "vitest";

import { whenIdle } from "./idle";
import { queryClient } from "./query-client";

afterEach(() => {
  vi.useRealTimers();
  queryClient.clear();
});

it("waits for the screen's data before loading what no first paint needs", async () => {
  vi.useFakeTimers();
  let answer = (_value: string) => undefined as void;
  const data = new Promise<string>((resolve) => (answer = resolve));
  void queryClient.fetchQuery({ queryKey: ["slow-screen"], queryFn: () => data });
  const task = vi.fn();
  whenIdle(task, 100);

  await vi.advanceTimersByTimeAsync(5_000);
  expect(task).not.toHaveBeenCalled();

  answer("llegó");
  await vi.advanceTimersByTimeAsync(0);
  expect(task).toHaveBeenCalledTimes(1);
});

it("runs after the pause when nothing is loading, and not at all once cancelled", async () => {
  vi.useFakeTimers();
  const task = vi.fn();
  whenIdle(task, 100);
  const cancelled = vi.fn();
  whenIdle(cancelled, 100)();
  await vi.advanceTimersByTimeAsync(99);
  expect(task).not.toHaveBeenCalled();
  await vi.advanceTimersByTimeAsync(1);
  expect(task).toHaveBeenCalledTimes(1);
  expect(cancelled).not.toHaveBeenCalled();
});
