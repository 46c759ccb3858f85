import { afterEach, beforeEach, expect, it, vi } from "vitest";

import { whenIdle } from "./idle";
import { queryClient } from "./query-client";

/** The screen as the app draws it: its heading, and whatever else the test puts under it. */
function drawScreen(html = "") {
  document.body.innerHTML = `<main><h1>Dashboard</h1>${html}</main>`;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  queryClient.clear();
  document.body.innerHTML = "";
});

it("waits for the screen's data before loading what no first paint needs", async () => {
  drawScreen();
  let answer = (_value: string) => undefined as void;
  const data = new Promise<string>((resolve) => (answer = resolve));
  void queryClient.fetchQuery({ queryKey: ["slow-screen"], queryFn: () => data });
  const task = vi.fn();
  whenIdle(task, 100);

  await vi.advanceTimersByTimeAsync(5_000);
  expect(task).not.toHaveBeenCalled();

  answer("llegó");
  await vi.advanceTimersByTimeAsync(200);
  expect(task).toHaveBeenCalledTimes(1);
});

it("waits while the screen's own code is still loading, before it has asked for any data", async () => {
  document.body.innerHTML = "<main><p>Cargando...</p></main>";
  const task = vi.fn();
  whenIdle(task, 100);
  await vi.advanceTimersByTimeAsync(5_000);
  expect(task).not.toHaveBeenCalled();

  drawScreen('<div role="status">Cargando jugadores...</div>');
  await vi.advanceTimersByTimeAsync(1_000);
  expect(task).not.toHaveBeenCalled();

  drawScreen("<p>3 jugadores</p>");
  await vi.advanceTimersByTimeAsync(200);
  expect(task).toHaveBeenCalledTimes(1);
});

it("does not wait for good on a screen that never settles", async () => {
  drawScreen('<section aria-busy="true"></section>');
  const task = vi.fn();
  whenIdle(task, 100);
  await vi.advanceTimersByTimeAsync(14_000);
  expect(task).not.toHaveBeenCalled();
  await vi.advanceTimersByTimeAsync(1_200);
  expect(task).toHaveBeenCalledTimes(1);
});

it("runs after the pause when the screen is shown, and not at all once cancelled", async () => {
  drawScreen();
  const task = vi.fn();
  whenIdle(task, 100);
  const cancelled = vi.fn();
  whenIdle(cancelled, 100)();
  await vi.advanceTimersByTimeAsync(99);
  expect(task).not.toHaveBeenCalled();
  await vi.advanceTimersByTimeAsync(1);
  expect(task).toHaveBeenCalledTimes(1);
  await vi.advanceTimersByTimeAsync(20_000);
  expect(cancelled).not.toHaveBeenCalled();
});
