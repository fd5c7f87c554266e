import { registerSW } from 'virtual:pwa-register';

const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * Registers /service-worker.js; a new version waiting is handed to `onUpdate` (pwaState's updateFound,
 * which shows the 'nouvelle version' prompt), passed in so that this chunk does not import back the
 * module that loads it.
 */
export function registerServiceWorker(onUpdate: (apply: () => Promise<void>) => void): void {
  const firstVisit = !navigator.serviceWorker.controller;
  const update = registerSW({
    immediate: true,
    onNeedRefresh: () => onUpdate(() => update(true)),
    onRegisteredSW: (_url, registration) => {
      // A page left open learns of a new release: every hour, and when the shopper comes back to it.
      if (registration) {
        setInterval(() => void registration.update(), UPDATE_CHECK_MS);
        document.addEventListener('visibilitychange', () => {
          if (document.visibilityState === 'visible') void registration.update();
        });
      }
      if (!firstVisit) return;
      // This page was loaded before the service worker existed: ask it to keep a copy, so that it
      // too opens offline.
      void navigator.serviceWorker.ready.then((registration) =>
        registration.active?.postMessage({
          type: 'CACHE_URLS',
          payload: { urlsToCache: [[window.location.href, { headers: { accept: 'text/html' } }]] },
        }),
      );
    },
  });
}
