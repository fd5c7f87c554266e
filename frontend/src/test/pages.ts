// Route chunks load lazily in the app; test files that render the route table load them first,
// so screens render at once as before.
import { beforeAll } from 'vitest';
import { preloadPages } from '../app/lazyPages';

beforeAll(() => preloadPages());
