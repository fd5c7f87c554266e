import { useSyncExternalStore } from 'react';

/** The browser's install offer (Chromium's beforeinstallprompt event). */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export interface PwaState {
  /** A new version is installed and waiting: the 'nouvelle version' prompt is shown. */
  updateReady: boolean;
  /** The browser offers installation: the header's install button is shown. */
  canInstall: boolean;
  online: boolean;
}

/** As the server renders (and the first hydrating render sees) it. */
const SERVER_STATE: PwaState = { updateReady: false, canInstall: false, online: true };

let state: PwaState = SERVER_STATE;
let installEvent: InstallPromptEvent | null = null;
let applyUpdate: (() => Promise<void>) | null = null;
const listeners = new Set<() => void>();

function set(change: Partial<PwaState>) {
  state = { ...state, ...change };
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function usePwa(): PwaState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => SERVER_STATE,
  );
}

/** Shows the browser's install dialog; the button goes away whatever the answer. */
export async function install(): Promise<void> {
  const event = installEvent;
  if (!event) return;
  installEvent = null;
  set({ canInstall: false });
  await event.prompt();
}

/** Activates the waiting version and reloads the page with it. */
export async function reloadWithUpdate(): Promise<void> {
  await applyUpdate?.();
}

/** Called by the service worker registration (registerServiceWorker.ts). */
export function updateFound(apply: () => Promise<void>): void {
  applyUpdate = apply;
  set({ updateReady: true });
}

/**
 * Listens for the install offer, connectivity, and registers the service worker once the page has
 * loaded (its code is a separate chunk, fetched after the first paint).
 */
export function startPwa(): void {
  state = { ...state, online: navigator.onLine };
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    installEvent = event as InstallPromptEvent;
    set({ canInstall: true });
  });
  window.addEventListener('appinstalled', () => {
    installEvent = null;
    set({ canInstall: false });
  });
  window.addEventListener('online', () => set({ online: true }));
  window.addEventListener('offline', () => set({ online: false }));
  if ('serviceWorker' in navigator) {
    const register = () =>
      void import('./registerServiceWorker').then((m) => m.registerServiceWorker(updateFound));
    if (document.readyState === 'complete') register();
    else window.addEventListener('load', register, { once: true });
  }
}
