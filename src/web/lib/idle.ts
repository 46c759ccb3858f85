import { queryClient } from "./query-client";
import { isScreenLoading } from "./screen-state";

const CHECK_EVERY_MS = 200;
/** However slow the screen, what waits for it is not held back for good. */
const LONGEST_WAIT_MS = 15_000;

/**
 * The screen has drawn its heading and its data. No request in flight alone is not enough: while the screen's own
 * code is still downloading, it has not asked for its data yet.
 */
function screenShown(): boolean {
  return queryClient.isFetching() === 0 && document.querySelector("h1") !== null && !isScreenLoading(document);
}

function whenScreenShown(run: () => void): () => void {
  if (screenShown()) {
    run();
    return () => undefined;
  }
  const startedAt = Date.now();
  const timer = setInterval(() => {
    if (!screenShown() && Date.now() - startedAt < LONGEST_WAIT_MS) return;
    clearInterval(timer);
    run();
  }, CHECK_EVERY_MS);
  return () => clearInterval(timer);
}

/**
 * Runs `task` after the first screen has had time to draw itself (`after` ms) and has shown its data, once the
 * browser is idle; returns a cancel. For code and components that no first paint needs: on a slow connection they
 * would otherwise share it with the screen's own code and requests.
 */
export function whenIdle(task: () => void, after = 1500): () => void {
  let cancelWait = () => undefined as void;
  let cancelIdle = () => undefined as void;
  const timer = setTimeout(() => {
    cancelWait = whenScreenShown(() => {
      if ("requestIdleCallback" in window) {
        const id = window.requestIdleCallback(task, { timeout: 2000 });
        cancelIdle = () => window.cancelIdleCallback(id);
      } else task();
    });
  }, after);
  return () => {
    clearTimeout(timer);
    cancelWait();
    cancelIdle();
  };
}
