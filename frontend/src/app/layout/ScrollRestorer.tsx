import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

const STORAGE_KEY = 'scrollPositions';
const KEPT = 50;

/**
 * The history entry a page load starts on has no key of its own ('default'): every fresh load (a
 * link from a mail, the return from the payment page) would restore the position saved by an earlier
 * load. That entry is keyed by this load instead, so it opens at the top; back and forward, which
 * carry their entry's own key, restore where the shopper was.
 */
const PAGE_LOAD_KEY = `load-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

function readPositions(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

function savePosition(key: string, y: number) {
  const positions = readPositions();
  delete positions[key];
  positions[key] = y;
  const keys = Object.keys(positions);
  for (const old of keys.slice(0, Math.max(0, keys.length - KEPT))) delete positions[old];
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions));
  } catch {
    // storage full or refused: positions are a comfort
  }
}

const USER_SCROLL_EVENTS = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;

/**
 * Scrolls to `y`. A page that is still shorter than that (its chunk or its data on the way back) would
 * clamp the position: it is tried again each time the page grows, until reached, until the shopper
 * scrolls by themselves, or for 3 seconds at most. Returns a function that stops trying.
 */
function restoreScroll(y: number): () => void {
  window.scrollTo(0, y);
  if (Math.abs(window.scrollY - y) <= 1 || typeof ResizeObserver === 'undefined') return () => {};
  const observer = new ResizeObserver(() => {
    window.scrollTo(0, y);
    if (Math.abs(window.scrollY - y) <= 1) stop();
  });
  const timer = window.setTimeout(() => stop(), 3000);
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
    for (const type of USER_SCROLL_EVENTS) window.removeEventListener(type, stop);
  }
  for (const type of USER_SCROLL_EVENTS) window.addEventListener(type, stop, { passive: true });
  observer.observe(document.body);
  return stop;
}

/**
 * Scroll like a browser between documents: a new page opens at its top (or at its #anchor), back
 * and forward return to where the shopper was on that entry.
 */
export function ScrollRestorer() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const key = location.key === 'default' ? PAGE_LOAD_KEY : location.key;
  const lastY = useRef(0);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const onScroll = () => {
      lastY.current = window.scrollY;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  useLayoutEffect(() => {
    const saved = navigationType === 'POP' ? readPositions()[key] : undefined;
    let stopRestoring = () => {};
    if (saved !== undefined) stopRestoring = restoreScroll(saved);
    else if (location.hash)
      document.getElementById(decodeURIComponent(location.hash.slice(1)))?.scrollIntoView();
    else window.scrollTo(0, 0);
    lastY.current = window.scrollY;
    const onPageHide = () => savePosition(key, lastY.current);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      stopRestoring();
      window.removeEventListener('pagehide', onPageHide);
      // The position the shopper left this entry at (read before the next page changed the document).
      savePosition(key, lastY.current);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per history entry
  }, [key]);

  return null;
}
