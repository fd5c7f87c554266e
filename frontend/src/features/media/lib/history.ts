/** Undo/redo history of the editor: at most `limit` snapshots (the present one included). */

export const HISTORY_LIMIT = 15;
export const HISTORY_DEBOUNCE_MS = 500;

export interface History<T> {
  past: T[];
  present: T;
  future: T[];
  limit: number;
}

export function createHistory<T>(present: T, limit = HISTORY_LIMIT): History<T> {
  return { past: [], present, future: [], limit: Math.max(1, limit) };
}

/** Records a new snapshot; the oldest ones go beyond the limit, and the redo branch is dropped. */
export function record<T>(
  history: History<T>,
  snapshot: T,
  equals: (a: T, b: T) => boolean = Object.is,
): History<T> {
  if (equals(history.present, snapshot)) return history;
  const past = [...history.past, history.present];
  const overflow = past.length - (history.limit - 1);
  return {
    ...history,
    past: overflow > 0 ? past.slice(overflow) : past,
    present: snapshot,
    future: [],
  };
}

export function canUndo<T>(history: History<T>): boolean {
  return history.past.length > 0;
}

export function canRedo<T>(history: History<T>): boolean {
  return history.future.length > 0;
}

export function undo<T>(history: History<T>): History<T> {
  if (!canUndo(history)) return history;
  const previous = history.past[history.past.length - 1];
  return {
    ...history,
    past: history.past.slice(0, -1),
    present: previous,
    future: [history.present, ...history.future],
  };
}

export function redo<T>(history: History<T>): History<T> {
  if (!canRedo(history)) return history;
  const [next, ...future] = history.future;
  return { ...history, past: [...history.past, history.present], present: next, future };
}

/** Number of snapshots kept (past + present + future). */
export function size<T>(history: History<T>): number {
  return history.past.length + 1 + history.future.length;
}
