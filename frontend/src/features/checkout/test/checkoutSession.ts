// The opening shared by the checkout's page tests: route chunks preloaded, the departure to Mollie
// (lib/navigation leaveTo) mocked, and Claire signed in before each test.
// Import this file FIRST in a test file, so that the mock is in place before any screen loads.
import '../../../test/pages';
import { beforeEach, vi } from 'vitest';
import { leaveTo } from '../../../lib/navigation';
import { tokenFor } from '../../../test/utils';

vi.mock('../../../lib/navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/navigation')>()),
  leaveTo: vi.fn(),
}));

beforeEach(() => {
  vi.mocked(leaveTo).mockReset();
  localStorage.setItem('token', tokenFor());
  localStorage.setItem('userName', 'Claire Dubois');
  localStorage.setItem('userEmail', 'claire@example.be');
});
