import { useEffect, useRef, useState } from 'react';

/** Counts down from `seconds` once `active`, then calls `onDone` (redirects after reset or verification). */
export function useCountdown(active: boolean, seconds: number, onDone: () => void): number {
  const [left, setLeft] = useState(seconds);
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  }, [onDone]);
  useEffect(() => {
    if (!active) return;
    const started = Date.now();
    const timer = setInterval(() => {
      const remaining = Math.max(0, seconds - Math.floor((Date.now() - started) / 1000));
      setLeft(remaining);
      if (remaining === 0) {
        clearInterval(timer);
        done.current();
      }
    }, 250);
    return () => clearInterval(timer);
  }, [active, seconds]);
  return left;
}

export function secondsText(n: number): string {
  return `${n} seconde${n > 1 ? 's' : ''}`;
}
