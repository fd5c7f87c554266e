import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { whenIdle } from '../lib/idle';

/**
 * Renders `children` once the browser is idle after the first paint: for components that draw
 * nothing (watchers) and whose code no first page needs, so their chunk stays out of its download.
 * Renders nothing on the server and while hydrating, so the server's HTML is matched.
 */
export function AfterIdle({ children }: { children: ReactNode }) {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  return idle ? <Suspense fallback={null}>{children}</Suspense> : null;
}
