/** Runs `task` when the browser has nothing more urgent to do (at the latest after `timeout` ms). */
export function whenIdle(task: () => void, timeout = 4000): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(task, { timeout });
  else setTimeout(task, 1500);
}
