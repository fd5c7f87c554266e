import { useSyncExternalStore, type ComponentProps } from 'react';

// Sonner (the toasts) weighs about as much as the rest of a catalogue page's own code: it is not in
// the first download. It loads when the browser is idle after the page has shown (so its live region
// exists before most messages), or at the first message, whichever comes first; messages sent before
// it has loaded are shown as soon as it has.

type Sonner = typeof import('sonner');
type Message = Parameters<Sonner['toast']['success']>[0];
type Options = Parameters<Sonner['toast']['success']>[1];

let sonner: Sonner | undefined;
let loading: Promise<Sonner> | undefined;
const listeners = new Set<() => void>();

/** Loads sonner (once); resolves with it. */
export function loadToasts(): Promise<Sonner> {
  loading ??= import('sonner').then((module) => {
    sonner = module;
    listeners.forEach((listener) => listener());
    return module;
  });
  return loading;
}

function send(show: (module: Sonner) => unknown): void {
  if (sonner) show(sonner);
  else void loadToasts().then(show);
}

/** Sonner's `toast`, for the kinds of message the shop sends. */
export const toast = {
  success: (message: Message, options?: Options) => send((s) => s.toast.success(message, options)),
  error: (message: Message, options?: Options) => send((s) => s.toast.error(message, options)),
  warning: (message: Message, options?: Options) => send((s) => s.toast.warning(message, options)),
  info: (message: Message, options?: Options) => send((s) => s.toast.info(message, options)),
  dismiss: (id?: string | number) => {
    if (sonner) sonner.toast.dismiss(id);
    else if (loading) void loading.then((s) => s.toast.dismiss(id));
  },
};

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Sonner's Toaster, once sonner has loaded (nothing before, nor on the server). */
export function Toaster(props: ComponentProps<Sonner['Toaster']>) {
  const loaded = useSyncExternalStore(
    subscribe,
    () => sonner,
    () => undefined,
  );
  if (!loaded) return null;
  return <loaded.Toaster {...props} />;
}
