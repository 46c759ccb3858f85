/**
 * Runs `task` after the first screen has had time to draw itself (`after` ms), once the browser is idle;
 * returns a cancel. For code and components that no first paint needs.
 */
export function whenIdle(task: () => void, after = 1500): () => void {
  let cancelIdle = () => undefined as void;
  const timer = setTimeout(() => {
    if ("requestIdleCallback" in window) {
      const id = window.requestIdleCallback(task, { timeout: 2000 });
      cancelIdle = () => window.cancelIdleCallback(id);
    } else task();
  }, after);
  return () => {
    clearTimeout(timer);
    cancelIdle();
  };
}
