import { queryClient } from "./query-client";

/** Runs `run` once no request for the screen's data is on its way; returns a cancel. */
function whenDataArrived(run: () => void): () => void {
  if (queryClient.isFetching() === 0) {
    run();
    return () => undefined;
  }
  const unsubscribe = queryClient.getQueryCache().subscribe(() => {
    if (queryClient.isFetching() > 0) return;
    unsubscribe();
    run();
  });
  return unsubscribe;
}

/**
 * Runs `task` after the first screen has had time to draw itself (`after` ms) and its data has arrived, once the
 * browser is idle; returns a cancel. For code and components that no first paint needs: on a slow connection they
 * would otherwise share it with the screen's own requests.
 */
export function whenIdle(task: () => void, after = 1500): () => void {
  let cancelWait = () => undefined as void;
  let cancelIdle = () => undefined as void;
  const timer = setTimeout(() => {
    cancelWait = whenDataArrived(() => {
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
