/**
 * Runs `task` when the browser has nothing more urgent to do (at the latest after `timeout` ms).
 * Answers a cancel, for a component that unmounts before then.
 */
export function whenIdle(task: () => void, timeout = 4000): () => void {
  if ('requestIdleCallback' in window) {
    const handle = window.requestIdleCallback(task, { timeout });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = setTimeout(task, 1500);
  return () => clearTimeout(handle);
}
