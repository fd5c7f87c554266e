import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
  // Sonner keeps its toasts in a module-wide store and replays the active ones to a new Toaster.
  toast.dismiss();
  window.localStorage.clear();
});
