import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach } from 'vitest';

// findBy…/waitFor wait on the condition itself; the ceiling is generous so a busy machine (lazy route
// chunks compiling on first use) waits longer instead of failing.
configure({ asyncUtilTimeout: 5_000 });

// jsdom has no layout and does not scroll; the app's scroll restorer scrolls on every page.
window.scrollTo = () => {};

afterEach(() => {
  cleanup();
  // Sonner keeps its toasts in a module-wide store and replays the active ones to a new Toaster.
  toast.dismiss();
  window.localStorage.clear();
});
